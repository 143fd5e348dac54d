import { isMobile } from './support/app.ts'
import { pickDayIn } from './support/date-picker.ts'
import { isoDay, resultCards, resultsHeading, searchApi } from './support/discovery-helpers.ts'
import { expect, test } from './support/fixtures.ts'

test.describe('home search (desktop bar)', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'The search bar is the desktop one.')

  test('city, type, price and move-in filter the list and the URL; back restores', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Furnished monthly stays in Montreal' })).toBeVisible()
    // The search index takes in the last homes the parallel specs published as their notices arrive
    // (it runs just after them): the screen is compared with the API once both read the same index.
    await expect(async () => {
      const total = await searchApi(request, 'page_size=1')
      await page.reload()
      await expect(resultsHeading(page)).toHaveText(`${total.count} homes`, { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    const bar = page.getByRole('search', { name: 'Search homes' })

    // City: typed in lower case, without the accent; the list narrows after a short delay.
    await bar.getByRole('button', { name: /Where/ }).click()
    await page.getByRole('searchbox', { name: 'Search a city' }).fill('montreal')
    const suggestions = page.getByRole('list', { name: 'Suggested cities' })
    // Each place says how many homes it has; Old Montreal, a neighbourhood with homes, matches too.
    await expect(suggestions.getByRole('button')).toHaveText([
      /^Montreal\s*\d+ homes$/,
      /^Old Montreal\s*\d+ homes$/,
    ])
    await suggestions.getByRole('button', { name: /^Montreal \d+ homes$/ }).click()
    await expect(page).toHaveURL(/\?city=Montreal$/)
    const montreal = await searchApi(request, 'city=montreal&page_size=1')
    await expect(resultsHeading(page)).toHaveText(`${montreal.count} homes`)
    await expect(bar.getByRole('button', { name: /Where/ })).toContainText('Montreal')
    const cities = await resultCards(page).locator('p').first().allTextContents()
    expect(cities.length).toBeGreaterThan(0)
    for (const text of await resultCards(page).locator('p:first-of-type').allTextContents()) {
      expect(text).toMatch(/· Montréal$/)
    }

    // Type: the dropdown closes once the value changes.
    await bar.getByRole('button', { name: /Property type/ }).click()
    await page.getByRole('button', { name: 'Apartment', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Property type' })).toBeHidden()
    await expect(page).toHaveURL(/\?city=Montreal&type=apartment$/)
    const apartments = await searchApi(request, 'city=montreal&type=apartment&page_size=1')
    await expect(resultsHeading(page)).toHaveText(`${apartments.count} homes`)
    for (const text of await resultCards(page).locator('p:first-of-type').allTextContents()) {
      // A room in an apartment is an apartment too; its card says which room.
      expect(text).toMatch(/^Apartment( · (Private|Shared) room)? · Montréal$/)
    }

    // Price: the slider moves at once, the URL follows after the debounce.
    await bar.getByRole('button', { name: /Price/ }).click()
    const minimum = page.getByRole('slider', { name: 'Minimum price per month' })
    await minimum.focus()
    for (let step = 0; step < 8; step += 1) await minimum.press('ArrowRight')
    await expect(page.getByRole('dialog', { name: 'Price' })).toContainText('$1,000 – $5,000+')
    await expect(page).toHaveURL(/minPrice=1000/)
    await page.keyboard.press('Escape')
    const priced = await searchApi(request, 'city=montreal&type=apartment&min_price=1000&page_size=1')
    await expect(resultsHeading(page)).toHaveText(new RegExp(`^${priced.count} homes?$`))
    // The previous results stay, dimmed, until the new ones arrive.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    for (const text of await resultCards(page)
      .getByText(/\/ month$/)
      .allTextContents()) {
      expect(Number(text.replace(/[^\d]/g, ''))).toBeGreaterThanOrEqual(1000)
    }

    // Move-in: the calendar closes on a choice; the date shows as YYYY/MM/DD.
    await bar.getByRole('button', { name: /Move-in/ }).click()
    // Its two months sit side by side, so next month shows without scrolling the page.
    const months = page.getByRole('dialog', { name: 'Move-in' }).getByRole('grid')
    await expect(months).toHaveCount(2)
    const [thisMonth, nextMonth] = [await months.nth(0).boundingBox(), await months.nth(1).boundingBox()]
    expect(nextMonth?.y).toBe(thisMonth?.y)
    expect(nextMonth?.x).toBeGreaterThan((thisMonth?.x ?? 0) + (thisMonth?.width ?? 0))
    const moveIn = isoDay(1, 15)
    await pickDayIn(page.getByRole('dialog', { name: 'Move-in' }), moveIn)
    await expect(page).toHaveURL(new RegExp(`checkIn=${moveIn}`))
    await expect(bar.getByRole('button', { name: /Move-in/ })).toContainText(moveIn.replaceAll('-', '/'))
    const withDate = await searchApi(
      request,
      `city=montreal&type=apartment&min_price=1000&move_in=${moveIn}&page_size=1`,
    )
    await expect(resultsHeading(page)).toHaveText(new RegExp(`^${withDate.count} homes?$`))

    // Back walks through the search.
    await page.goBack()
    await expect(page).toHaveURL(/\?city=Montreal&type=apartment&minPrice=1000$/)
    await expect(bar.getByRole('button', { name: /Move-in/ })).toContainText('Any date')
    await page.goBack()
    await expect(page).toHaveURL(/\?city=Montreal&type=apartment$/)
    await expect(bar.getByRole('button', { name: /Price/ })).toContainText('Any price')
  })

  test('a city chosen from the Where list lists only homes in that city, and the map agrees', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const bar = page.getByRole('search', { name: 'Search homes' })
    await bar.getByRole('button', { name: /Where/ }).click()
    await page.getByRole('searchbox', { name: 'Search a city' }).fill('sherb')
    await page
      .getByRole('list', { name: 'Suggested cities' })
      .getByRole('button', { name: 'Sherbrooke' })
      .click()
    await expect(page).toHaveURL(/\?city=Sherbrooke$/)
    const inCity = await searchApi(request, 'city=Sherbrooke&page_size=50')
    // Typed text still finds the street of that name in Montreal; the chosen city does not.
    const asText = await searchApi(request, 'location=Sherbrooke&page_size=1')
    expect(asText.count).toBeGreaterThanOrEqual(inCity.count)
    for (const card of inCity.results) expect(card.address_city).toBe('Sherbrooke')
    if (inCity.count === 0) {
      await expect(page.getByRole('heading', { name: 'No houses found for the city' })).toBeVisible()
      return
    }
    await expect(resultsHeading(page)).toHaveText(new RegExp(`^${inCity.count} homes?$`))
    for (const text of await resultCards(page).locator('p:first-of-type').allTextContents()) {
      expect(text).toMatch(/· Sherbrooke$/)
    }
    await expect(page.getByText(`Homes in this area: ${inCity.count}`)).toBeVisible()
  })

  test('choosing the chosen city again clears it; an unknown place says so with a next step', async ({
    page,
  }) => {
    await page.goto('/?location=Montreal')
    const bar = page.getByRole('search', { name: 'Search homes' })
    await bar.getByRole('button', { name: /Where/ }).click()
    await page
      .getByRole('list', { name: 'Suggested cities' })
      .getByRole('button', { name: /^Montreal \d+ homes$/ })
      .click()
    await expect(page).toHaveURL(/\/$/)

    await bar.getByRole('button', { name: /Where/ }).click()
    await page.getByRole('searchbox', { name: 'Search a city' }).fill('Atlantis')
    await expect(page.getByText('No matching locations')).toBeVisible()
    await page.getByRole('button', { name: 'Search for “Atlantis” anyway' }).click()
    await expect(page.getByRole('heading', { name: 'No houses found for the city' })).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(resultCards(page).first()).toBeVisible()
  })

  test('more results load as the list scrolls, then on request, and the footer can be reached', async ({
    page,
  }) => {
    const pagesAsked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/properties/') pagesAsked.push(url.searchParams.get('page') ?? '1')
    })
    await page.goto('/')
    await expect(resultCards(page)).toHaveCount(20)
    // Scrolling alone loads the next pages; nothing is clicked.
    const showMore = page.getByRole('button', { name: 'Show more homes' })
    await showMore.scrollIntoViewIfNeeded()
    await expect(resultCards(page)).toHaveCount(40)
    await showMore.scrollIntoViewIfNeeded()
    await expect(resultCards(page)).toHaveCount(60)
    // Past three pages the list stops growing by itself: the footer stays where it is.
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })
    await footerLink.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(pagesAsked).not.toContain('4')
    await expect(resultCards(page)).toHaveCount(60)
    await expect(footerLink).toBeInViewport()
    await showMore.click()
    await expect(resultCards(page)).toHaveCount(80)
  })

  test('the bar shrinks to half width once the page scrolls', async ({ page }) => {
    await page.goto('/')
    const bar = page.getByRole('search', { name: 'Search homes' }).locator('form')
    const wide = (await bar.boundingBox())?.width ?? 0
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(async () => (await bar.boundingBox())?.width ?? 0).toBeLessThan(wide * 0.6)
    const box = await bar.boundingBox()
    const middle = (box?.x ?? 0) + (box?.width ?? 0) / 2
    expect(Math.abs(middle - 640)).toBeLessThan(4)
  })
})

test('amenities and sort apply from the results toolbar', async ({ page, request }, testInfo) => {
  await page.goto('/?location=Montreal')
  await page.getByRole('button', { name: 'Filters' }).click()
  const dialog = page.getByRole('dialog', { name: 'Filters' })
  // The box follows the URL, which changes a moment after the click.
  await dialog.getByRole('checkbox', { name: 'Wi-Fi' }).click()
  await expect(page).toHaveURL(/amenities=Wi-Fi/)
  await expect(dialog.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Show homes' }).click()
  const wifi = await searchApi(request, 'location=montreal&amenities=Wi-Fi&page_size=1')
  await expect(resultsHeading(page)).toHaveText(`${wifi.count} homes`)
  await expect(page.getByRole('button', { name: 'Remove filter: Wi-Fi' })).toBeVisible()

  await page.getByLabel('Sort by').selectOption('price')
  await expect(page).toHaveURL(/sort=price/)
  const cheapest = await searchApi(request, 'location=montreal&amenities=Wi-Fi&sort=price&page_size=1')
  const first = cheapest.results[0]
  expect(first).toBeDefined()
  await expect(
    resultCards(page)
      .first()
      .getByText(/\/ month$/),
  ).toHaveText(`$${Number(first?.price_per_month).toLocaleString('en-CA')} / month`)
  if (!isMobile(testInfo))
    await expect(page.getByRole('complementary', { name: 'Map of the results' })).toBeVisible()
})

test('the Where list is chosen from the keyboard: ArrowDown and Enter take the suggestion', async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo), 'The search bar is the desktop one.')
  await page.goto('/')
  const bar = page.getByRole('search', { name: 'Search homes' })
  await bar.getByRole('button', { name: /Where/ }).click()
  const box = page.getByRole('searchbox', { name: 'Search a city' })
  await box.fill('tor')
  const suggestions = page.getByRole('list', { name: 'Suggested cities' })
  // Toronto first (its name starts with the text), Victoria after.
  // The spec's default suggestions stay, saying they have no homes yet.
  await expect(suggestions.getByRole('button')).toHaveText([/^Toronto\s*0 homes$/, /^Victoria\s*0 homes$/])
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await suggestions.getByRole('button', { name: 'Toronto' }).getAttribute('id')) ?? '',
  )
  await box.press('Enter')
  // A chosen suggestion is a city: it filters by city, as a click on it does.
  await expect(page).toHaveURL(/\?city=Toronto$/)
  await expect(bar.getByRole('button', { name: /Where/ })).toContainText('Toronto')

  // Up from none wraps to the last suggestion; Enter with none moved to still searches the text.
  await bar.getByRole('button', { name: /Where/ }).click()
  await box.fill('mont')
  await expect(suggestions.getByRole('button').first()).toBeVisible()
  // The list narrows to the text after a short delay: wait for it before moving in it.
  await expect(suggestions.getByRole('button').filter({ hasNotText: /mont/i })).toHaveCount(0)
  const last = suggestions.getByRole('button').last()
  await box.press('ArrowUp')
  await expect(box).toHaveAttribute('aria-activedescendant', (await last.getAttribute('id')) ?? '')
})

test('the compact search bar has a backdrop: scrolled cards do not show around it', async ({
  page,
}, testInfo) => {
  test.skip(isMobile(testInfo), 'The search bar is the desktop one.')
  await page.goto('/')
  await expect(resultCards(page).first()).toBeVisible()
  await page.mouse.wheel(0, 900)
  const strip = page.getByRole('search', { name: 'Search homes' }).locator('xpath=..')
  await expect.poll(() => strip.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(100)
  // Just above the strip's bottom edge and left of the bar: the strip itself, never a card under it.
  const hit = await strip.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const under = document.elementFromPoint(box.left + 4, box.bottom - 4)
    return { isStrip: under === element, background: getComputedStyle(element).backgroundColor }
  })
  expect(hit.isStrip).toBe(true)
  expect(hit.background).not.toBe('rgba(0, 0, 0, 0)')
})
