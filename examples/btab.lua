-- BTabViewController's README example, in a terminal: a strip of three fitted tabs
-- (First, Second, Third) over the page of the selected one. BTab styles each item
-- (regular title, bold highlight) and reports taps through didSelect and tabSwitched.
local tabhost = require "tabhost"

local function styled(id, title)
  return {
    id = id,
    title = title,
    titleFont = "",                -- BTab: system 12
    highlightFont = "bold",        -- BTab: system 12 bold
    titleTextColor = "#a0a0a0",
    highlightTextColor = "brightWhite",
    page = function(ctx)
      local switches = ctx.state.switches
      return {
        { { text = title .. " page", bold = true } },
        "",
        "This is the " .. title:lower() .. " child view controller.",
        ("Tab switches so far: %d"):format(switches),
      }
    end,
  }
end

return tabhost.container {
  style = {
    fitTabs = true,            -- equal-width tabs that fill the strip
    tabsGap = 1,
    tabInset = 1,
    isIndicatorVisible = true,
    indicatorHeight = 1,
    indicatorIsRounded = true,
    indicatorColor = "#4a90d9",
  },
  state = { switches = 0 },
  tabs = { styled("1", "First"), styled("2", "Second"), styled("3", "Third") },

  -- BTab calls didSelect on every tap (a re-tap too), tabSwitched only on a change.
  didSelect = function(c, item, index) end,
  tabSwitched = function(c, to, from)
    c.state.switches = c.state.switches + 1
  end,
}
