;; Bit sets ANDed, ORed and counted sixteen bytes at a time (WebAssembly SIMD). Every region starts
;; on a 64-byte boundary and its length is a multiple of 64 bytes (a cache line). The memory is the
;; read model's (set-memory.ts): shared, so that growing it never detaches the sets held in it.
(module
  (import "engine" "memory" (memory 1 65536 shared))

  ;; dst = src
  (func (export "copy") (param $dst i32) (param $src i32) (param $bytes i32)
    (memory.copy (local.get $dst) (local.get $src) (local.get $bytes)))

  ;; dst |= src
  (func (export "or") (param $dst i32) (param $src i32) (param $bytes i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $dst) (local.get $bytes)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $dst) (local.get $end)))
        (v128.store (local.get $dst)
          (v128.or (v128.load (local.get $dst)) (v128.load (local.get $src))))
        (local.set $dst (i32.add (local.get $dst) (i32.const 16)))
        (local.set $src (i32.add (local.get $src) (i32.const 16)))
        (br $next))))

  ;; dst = the AND of the $n regions whose addresses are the i32s at $list, less the region at
  ;; $mask when $hasMask; answers how many bits are set in dst. One pass, a cache line (64 bytes,
  ;; four vectors) of every region at a time, so dst is written once; once a line has come to
  ;; zero, the later regions' lines are not read. $bytes is a multiple of 64.
  (func (export "andAllCount")
    (param $dst i32) (param $list i32) (param $n i32) (param $mask i32) (param $hasMask i32)
    (param $bytes i32) (result i32)
    (local $at i32) (local $k i32) (local $src i32)
    (local $a v128) (local $b v128) (local $c v128) (local $d v128) (local $sums v128)
    (block $done
      (loop $line
        (br_if $done (i32.ge_u (local.get $at) (local.get $bytes)))
        (local.set $src (i32.add (i32.load (local.get $list)) (local.get $at)))
        (local.set $a (v128.load offset=0 (local.get $src)))
        (local.set $b (v128.load offset=16 (local.get $src)))
        (local.set $c (v128.load offset=32 (local.get $src)))
        (local.set $d (v128.load offset=48 (local.get $src)))
        (local.set $k (i32.const 1))
        (block $zero
          (loop $term
            (br_if $zero (i32.ge_u (local.get $k) (local.get $n)))
            (br_if $zero (i32.eqz (v128.any_true
              (v128.or (v128.or (local.get $a) (local.get $b)) (v128.or (local.get $c) (local.get $d))))))
            (local.set $src
              (i32.add
                (i32.load (i32.add (local.get $list) (i32.shl (local.get $k) (i32.const 2))))
                (local.get $at)))
            (local.set $a (v128.and (local.get $a) (v128.load offset=0 (local.get $src))))
            (local.set $b (v128.and (local.get $b) (v128.load offset=16 (local.get $src))))
            (local.set $c (v128.and (local.get $c) (v128.load offset=32 (local.get $src))))
            (local.set $d (v128.and (local.get $d) (v128.load offset=48 (local.get $src))))
            (local.set $k (i32.add (local.get $k) (i32.const 1)))
            (br $term)))
        (if (local.get $hasMask)
          (then
            (local.set $src (i32.add (local.get $mask) (local.get $at)))
            (local.set $a (v128.andnot (local.get $a) (v128.load offset=0 (local.get $src))))
            (local.set $b (v128.andnot (local.get $b) (v128.load offset=16 (local.get $src))))
            (local.set $c (v128.andnot (local.get $c) (v128.load offset=32 (local.get $src))))
            (local.set $d (v128.andnot (local.get $d) (v128.load offset=48 (local.get $src))))))
        (local.set $src (i32.add (local.get $dst) (local.get $at)))
        (v128.store offset=0 (local.get $src) (local.get $a))
        (v128.store offset=16 (local.get $src) (local.get $b))
        (v128.store offset=32 (local.get $src) (local.get $c))
        (v128.store offset=48 (local.get $src) (local.get $d))
        ;; Four byte counts of at most 8 each fit a byte; widened to 32-bit lanes once.
        (local.set $sums
          (i32x4.add (local.get $sums)
            (i32x4.extadd_pairwise_i16x8_u
              (i16x8.extadd_pairwise_i8x16_u
                (i8x16.add
                  (i8x16.add (i8x16.popcnt (local.get $a)) (i8x16.popcnt (local.get $b)))
                  (i8x16.add (i8x16.popcnt (local.get $c)) (i8x16.popcnt (local.get $d))))))))
        (local.set $at (i32.add (local.get $at) (i32.const 64)))
        (br $line)))
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $sums)) (i32x4.extract_lane 1 (local.get $sums)))
      (i32.add (i32x4.extract_lane 2 (local.get $sums)) (i32x4.extract_lane 3 (local.get $sums)))))

  ;; writes at out the first word (index) of each 16-byte block of src that is not all zero; answers
  ;; how many
  (func (export "nonZeroBlocks") (param $src i32) (param $bytes i32) (param $out i32) (result i32)
    (local $end i32)
    (local $block i32)
    (local $listed i32)
    (local.set $end (i32.add (local.get $src) (local.get $bytes)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $src) (local.get $end)))
        ;; Written every time, kept only when the block is not zero: no branch on the data.
        (i32.store
          (i32.add (local.get $out) (i32.shl (local.get $listed) (i32.const 2)))
          (i32.shl (local.get $block) (i32.const 2)))
        (local.set $listed
          (i32.add (local.get $listed) (v128.any_true (v128.load (local.get $src)))))
        (local.set $src (i32.add (local.get $src) (i32.const 16)))
        (local.set $block (i32.add (local.get $block) (i32.const 1)))
        (br $next)))
    (local.get $listed)))
