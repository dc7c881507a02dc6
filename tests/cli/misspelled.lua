-- Typical slips in the seeds' parameter names; check names each with its hint.
return {
  style = { indicatorIsRound = true, darkensBackgroundForEnabledTab = true, selectionIndicatorTemplates = "brackets" },
  tabs = { { title = "A", titleFontColorEnable = "red", hightlightTextColor = "white" } },
  tabSwitch = function(c, to, from) end,
}
