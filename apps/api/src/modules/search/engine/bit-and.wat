;; Bit sets ANDed, ORed and counted sixteen bytes at a time (WebAssembly SIMD). Every region starts
;; on a 16-byte boundary and its length is a multiple of 16 bytes. The memory is the read model's
;; (set-memory.ts): shared, so that growing it never detaches the sets held in it.
(module
  (import "engine" "memory" (memory 1 65536 shared))

  ;; dst = a & b
  (func (export "and3") (param $dst i32) (param $a i32) (param $b i32) (param $bytes i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $dst) (local.get $bytes)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $dst) (local.get $end)))
        (v128.store (local.get $dst)
          (v128.and (v128.load (local.get $a)) (v128.load (local.get $b))))
        (local.set $dst (i32.add (local.get $dst) (i32.const 16)))
        (local.set $a (i32.add (local.get $a) (i32.const 16)))
        (local.set $b (i32.add (local.get $b) (i32.const 16)))
        (br $next))))

  ;; dst = src
  (func (export "copy") (param $dst i32) (param $src i32) (param $bytes i32)
    (memory.copy (local.get $dst) (local.get $src) (local.get $bytes)))

  ;; dst &= src
  (func (export "and") (param $dst i32) (param $src i32) (param $bytes i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $dst) (local.get $bytes)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $dst) (local.get $end)))
        (v128.store (local.get $dst)
          (v128.and (v128.load (local.get $dst)) (v128.load (local.get $src))))
        (local.set $dst (i32.add (local.get $dst) (i32.const 16)))
        (local.set $src (i32.add (local.get $src) (i32.const 16)))
        (br $next))))

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

  ;; dst &= ~mask; answers how many bits are left set in dst
  (func (export "andNotCount") (param $dst i32) (param $mask i32) (param $bytes i32) (result i32)
    (local $end i32)
    (local $value v128)
    (local $sums v128)
    (local.set $end (i32.add (local.get $dst) (local.get $bytes)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $dst) (local.get $end)))
        (local.set $value
          (v128.andnot (v128.load (local.get $dst)) (v128.load (local.get $mask))))
        (v128.store (local.get $dst) (local.get $value))
        (local.set $sums
          (i32x4.add (local.get $sums)
            (i32x4.extadd_pairwise_i16x8_u
              (i16x8.extadd_pairwise_i8x16_u (i8x16.popcnt (local.get $value))))))
        (local.set $dst (i32.add (local.get $dst) (i32.const 16)))
        (local.set $mask (i32.add (local.get $mask) (i32.const 16)))
        (br $next)))
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $sums)) (i32x4.extract_lane 1 (local.get $sums)))
      (i32.add (i32x4.extract_lane 2 (local.get $sums)) (i32x4.extract_lane 3 (local.get $sums)))))

  ;; how many bits are set in dst
  (func (export "count") (param $dst i32) (param $bytes i32) (result i32)
    (local $end i32)
    (local $sums v128)
    (local.set $end (i32.add (local.get $dst) (local.get $bytes)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $dst) (local.get $end)))
        (local.set $sums
          (i32x4.add (local.get $sums)
            (i32x4.extadd_pairwise_i16x8_u
              (i16x8.extadd_pairwise_i8x16_u (i8x16.popcnt (v128.load (local.get $dst)))))))
        (local.set $dst (i32.add (local.get $dst) (i32.const 16)))
        (br $next)))
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
