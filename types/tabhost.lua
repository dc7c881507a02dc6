---@meta tabhost
-- LuaCATS type stub for tabhost scripts and spec files, read by lua-language-server through
-- .luarc.json at the repository root. Never run: it only declares types.
--
-- Checked against the code by Tests/TabHostKitTests/ReferenceTests.swift: every function of
-- the `tabhost` module (with its signature and one-line doc), every method of the live
-- container, every container field, item field and style parameter is listed here, and
-- nothing the decoder does not know. The reference for script authors is docs/scripting.md.
error("Cannot require a meta file")

-- Names -------------------------------------------------------------------------------------

---A color: `"#rrggbb"`, `"#rgb"`, one of the 16 ANSI names (any case; `_`, `-` or spaces
---between words; `gray`/`grey` for `brightBlack`), `"default"`, a palette index 0-255, or
---`{r, g, b}` / `{ r = , g = , b = }` with channels 0-255.
---@alias tabhost.Color tabhost.ColorName|string|integer|integer[]|{ r: integer, g: integer, b: integer }

---@alias tabhost.ColorName
---| "default"
---| "black"
---| "red"
---| "green"
---| "yellow"
---| "blue"
---| "magenta"
---| "cyan"
---| "white"
---| "brightBlack"
---| "brightRed"
---| "brightGreen"
---| "brightYellow"
---| "brightBlue"
---| "brightMagenta"
---| "brightCyan"
---| "brightWhite"

---A font, which in a terminal is a set of text attributes: `"bold italic"` (names separated by
---spaces or commas), `{ bold = true, italic = true }`, or `{ "bold", "italic" }`.
---@alias tabhost.Font string|tabhost.FontFlags|tabhost.FontAttribute[]

---@alias tabhost.FontAttribute
---| "bold"
---| "dim"
---| "italic"
---| "underline"
---| "reverse"
---| "strike"

---@class tabhost.FontFlags
---@field bold? boolean
---@field dim? boolean
---@field italic? boolean
---@field underline? boolean
---@field reverse? boolean
---@field strike? boolean

---@alias tabhost.Kind
---| "tab" # a radio tab: selecting it deselects the others (default)
---| "toggle" # on or off independently of the others
---| "button" # runs its `action`, never selected
---| "usual" # RKTabView's name for "tab"
---| "excludable" # RKTabView's name for "tab"
---| "unexcludable" # RKTabView's name for "toggle"

---@alias tabhost.Autoselect
---| "first" # the first selectable tab is selected when `selected` is absent (default)
---| "none" # nothing is selected until the user or the script selects a tab

---@alias tabhost.Layout
---| "intrinsic" # title width plus `itemPadding` on each side (default)
---| "fixed" # every tab `tabWidth` cells
---| "fit" # equal widths that fill the bar
---| "cluster" # every tab as wide as the widest

---@alias tabhost.Alignment
---| "leading" # default
---| "center"
---| "trailing"
---| "justified" # equal widths that fill the bar, as `fitTabs`
---| "centerSelected" # the selected tab in the middle when the strip allows it

---@alias tabhost.Overflow
---| "scroll" # keep the selected tab visible, with `‹ +N` / `+N ›` markers (default)
---| "shrink" # truncate titles with `…` down to `minTabWidth`, then scroll

---@alias tabhost.TextAlignment
---| "left" # default
---| "center"
---| "right"

---@alias tabhost.TextTransform
---| "none" # default
---| "uppercase"
---| "lowercase"
---| "capitalize" # first letter of each word upper case, the rest lower case

---@alias tabhost.ItemAppearance
---| "titles" # default
---| "images"
---| "titledImages" # image then title (image above it when `tabsHeight` >= 2)

---@alias tabhost.Position
---| "top" # default
---| "bottom" # bottom navigation: no indicator unless `isIndicatorVisible` is set

---@alias tabhost.IndicatorStyle
---| "underline" # an indicator row under the tab (default)
---| "brackets" # `[` and `]` around the title
---| "background" # the tab in reverse video
---| "none" # no mark at all

-- The script --------------------------------------------------------------------------------

---The table a script returns (directly or through `tabhost.container`).
---@class tabhost.ContainerSpec
---@field tabs? tabhost.ItemSpec[] The tab items, in order (may be empty).
---@field style? tabhost.Style Styling parameters.
---@field selected? string|integer Id of the initially selected tab; default: the first selectable tab.
---@field autoselect? tabhost.Autoselect Initial selection when `selected` is absent (default "first").
---@field state? table Plain data kept across hot reloads, seen as `c.state` and `ctx.state`.
---@field keys? table<string, fun(c: tabhost.Container)> Extra key bindings, checked before the bar's own keys: `{ ["ctrl+r"] = function(c) end }`.
---@field mouse? table<tabhost.MouseButton|string, fun(c: tabhost.Container, item: tabhost.Item?, click: tabhost.Click)> Mouse bindings, checked before a click's own meaning: `{ middle = function(c, item, click) end }`; modifiers go before (`ctrl+left`).
---@field didSelect? fun(c: tabhost.Container, item: tabhost.Item, index: integer) Every user activation of a tab or toggle, a re-activation of the selected tab included.
---@field tabSwitched? fun(c: tabhost.Container, toItem: tabhost.Item, fromItem: tabhost.Item?) Only when the selected tab changed by user action.
---@field shouldSelect? fun(c: tabhost.Container, item: tabhost.Item, index: integer): boolean? The veto, asked first: `false` (or an error) means nothing changes.
---@field willSelect? fun(c: tabhost.Container, item: tabhost.Item, index: integer) After the veto allowed it, before the state changes.
---@field tabBecameEnabled? fun(c: tabhost.Container, item: tabhost.Item, index: integer) An item turned on by user action (a tab became selected, a toggle turned on).
---@field tabBecameDisabled? fun(c: tabhost.Container, item: tabhost.Item, index: integer) A toggle turned off by user action.
---@field onReload? fun(c: tabhost.Container, previous: tabhost.Previous) After a successful hot reload.
---@field shouldClose? fun(c: tabhost.Container, item: tabhost.Item): boolean? Asked before a tab is closed by its mark, ctrl+w or `c:close(id, { notify = true })`; false keeps it.
---@field didClose? fun(c: tabhost.Container, item: table, index: integer) After a tab was closed: its last fields and former position.
---@field onOpen? fun(c: tabhost.Container) Once, when the script is first shown, before any key: the initial visit (the initial selection calls no `didSelect`).
---@field onResize? fun(c: tabhost.Container, width: integer, height: integer) After the screen size changed.
---@field didMove? fun(c: tabhost.Container, item: tabhost.Item, from: integer, to: integer) After the user dragged an item from 1-based position `from` to `to` (`reorderable`); `c:move` calls nothing.

---One tab item as a script declares it.
---@class tabhost.ItemSpec
---@field id? string|integer Unique within its container; default `tostring(index)`.
---@field title? string Shown verbatim unless `titleTextTransform` says otherwise.
---@field kind? tabhost.Kind "tab" (default), "toggle" or "button".
---@field page? tabhost.Page Shown while this tab is selected.
---@field image? string A glyph (emoji, Nerd Font, any text) shown with `itemAppearance` "images" or "titledImages".
---@field selectedImage? string The glyph while the item is on; falls back to `image`.
---@field badgeValue? string|number|false nil or false hides the badge; "" shows a dot.
---@field badgeColor? tabhost.Color The badge's background (a dot's color); default red.
---@field badgeTextColor? tabhost.Color The badge's text; default bright white.
---@field on? boolean A toggle's state (default false).
---@field disabled? boolean|string Not selectable, dimmed, skipped by navigation; a string is the reason shown in the status row.
---@field hidden? boolean Not shown, not reachable.
---@field pinned? "start"|"end"|boolean Keeps its place at that edge of the bar, never scrolling away (true means "start").
---@field closable? boolean Shows a close mark after the title and badge; nil follows the style's `closable`.
---@field action? fun(c: tabhost.Container, item: tabhost.Item) A button's action.
---@field titleFont? tabhost.Font The title's attributes while off.
---@field highlightFont? tabhost.Font The title's attributes while on (selected tab, toggle on).
---@field titleTextColor? tabhost.Color The title's color while off.
---@field highlightTextColor? tabhost.Color The title's color while on.
---@field backgroundColor? tabhost.Color The tab's background.
---@field enabledBackgroundColor? tabhost.Color The tab's background while on.
---@field textAlignment? tabhost.TextAlignment The title's alignment inside the tab (default: the bar's).
---@field titleFontColor? tabhost.Color RKTabView's name for the title's color while off.
---@field titleFontColorEnabled? tabhost.Color RKTabView's name for the title's color while on.

---What a tab shows: a string (split on newlines), a list of rows, a page function, or a
---container (a table with `tabs`), which nests a tab host inside the page.
---@alias tabhost.Page string|tabhost.Row[]|fun(ctx: tabhost.PageContext): (string|tabhost.Row[]|nil)|tabhost.ContainerSpec

---One row of a page: a string, one span, or a list of spans.
---@alias tabhost.Row string|tabhost.Span|(string|tabhost.Span)[]

---A run of text with one look.
---@class tabhost.Span
---@field text? string The text (default "").
---@field fg? tabhost.Color Foreground color.
---@field bg? tabhost.Color Background color.
---@field bold? boolean
---@field dim? boolean
---@field italic? boolean
---@field underline? boolean
---@field reverse? boolean
---@field strike? boolean

---What a page function receives.
---@class tabhost.PageContext
---@field width integer Cells of the page area.
---@field height integer Rows of the page area.
---@field tab tabhost.Item The tab whose page this is.
---@field container tabhost.Container The live container.
---@field state table The script's `state`.

---A mouse button a `mouse` binding names; `ctrl+`, `alt+` and `shift+` may come before.
---@alias tabhost.MouseButton
---| "left"
---| "middle"
---| "right"
---| "wheelup"
---| "wheeldown"

---What a `mouse` binding receives about the click.
---@class tabhost.Click
---@field button string The button with its modifiers, as the binding names it (`"ctrl+middle"`).
---@field x integer The 1-based screen column.
---@field y integer The 1-based screen row.
---@field part? "title"|"image"|"badge"|"close" The part of the item under the pointer, when there is one.

---What `onReload` receives about the script generation it replaced.
---@class tabhost.Previous
---@field state table The old `state` (already copied into `c.state`).
---@field selected string? The id that was selected.

---`horizontalInsets`: a missing side is 0.
---@class tabhost.Insets
---@field left? integer
---@field right? integer

---What a `selectionIndicatorTemplate` function receives.
---@class tabhost.IndicatorContext
---@field item tabhost.Item
---@field x integer
---@field width integer
---@field contentX integer
---@field contentWidth integer
---@field row integer

---Every styling parameter; sizes are in cells (columns) and rows.
---@class tabhost.Style
---@field tabsGap? integer Cells between tabs (default 1).
---@field tabInset? integer Cells before the first and after the last tab (default 1).
---@field horizontalInsets? tabhost.Insets Per-side form of `tabInset`.
---@field tabWidth? integer Tab width with `layout = "fixed"` (default 12).
---@field tabsHeight? integer Rows of the tab strip (default 1); titles go on the last row.
---@field fitTabs? boolean Equal-width tabs that fill the bar (default false).
---@field layout? tabhost.Layout How tab widths are chosen (default "intrinsic").
---@field alignment? tabhost.Alignment Where the tabs sit in the bar (default "leading").
---@field itemPadding? integer Cells on each side of a title (default 1).
---@field overflow? tabhost.Overflow What happens when the tabs do not fit (default "scroll").
---@field minTabWidth? integer Narrowest tab (default 3).
---@field maxTabWidth? integer Widest tab (default: no bound).
---@field textAlignment? tabhost.TextAlignment Title alignment inside a tab (default "left"; "center" with `alignment = "justified"`).
---@field tabAlignment? tabhost.TextAlignment BTab's name for `textAlignment`.
---@field titleTextTransform? tabhost.TextTransform Case of the titles (default "none").
---@field itemAppearance? tabhost.ItemAppearance Titles, images or both (default "titles").
---@field position? tabhost.Position Bar at the top or the bottom (default "top").
---@field isIndicatorVisible? boolean Show the indicator row (default: true at the top, false at the bottom).
---@field indicatorHeight? integer Rows of the indicator; 0 hides it (default 1).
---@field indicatorWidth? "full"|"content"|integer The tab, its content, or cells from its left edge (default "full").
---@field indicatorColor? tabhost.Color The indicator's color (default `tintColor`, else bright blue).
---@field selectionIndicatorStrokeColor? tabhost.Color MDCTabBarView's name for `indicatorColor`.
---@field indicatorIsRounded? boolean `╺━━╸` instead of `━━━━` (default true).
---@field isIndicatorSlide? boolean Slide the indicator to the new tab in `run` (default false).
---@field isAnimated? boolean Animate in `run` (default true).
---@field selectionIndicatorTemplate? tabhost.IndicatorStyle|{ style: tabhost.IndicatorStyle }|fun(ctx: tabhost.IndicatorContext): (tabhost.Row|{ style: tabhost.IndicatorStyle }) The selection mark.
---@field tintColor? tabhost.Color The selected title's and the indicator's color.
---@field selectedItemTintColor? tabhost.Color Title and image color of on items.
---@field unselectedItemTintColor? tabhost.Color Title and image color of off items.
---@field barTintColor? tabhost.Color The bar's background.
---@field inkColor? tabhost.Color A brief flash on activation (`run` only).
---@field bottomDividerColor? tabhost.Color Adds a divider row under the bar (above it at the bottom).
---@field drawSeparators? boolean Separator rows above and below the bar (default false).
---@field upperSeparatorLineColor? tabhost.Color The upper separator's color.
---@field lowerSeparatorLineColor? tabhost.Color The lower separator's color.
---@field darkensBackgroundForEnabledTabs? boolean On items get a darker background (default false).
---@field enabledTabBackgroundColor? tabhost.Color Background of on items.
---@field enabledTabBackgrondColor? tabhost.Color RKTabView's spelling of `enabledTabBackgroundColor`.
---@field titlesFont? tabhost.Font Title attributes of every item.
---@field titlesFontColor? tabhost.Color Title color of off items.
---@field titlesFontColorEnabled? tabhost.Color Title color of on items.
---@field selectedItemTitleFont? tabhost.Font Title attributes of on items.
---@field unselectedItemTitleFont? tabhost.Font Title attributes of off items.
---@field tabsSeparator? string A glyph drawn in each gap between tabs.
---@field wrap? boolean Keyboard navigation wraps around (default true).
---@field reorderable? boolean The user may drag items to new places with the mouse (default false).
---@field closable? boolean Every tab shows a close mark (default false).
---@field closeMark? string The close mark's glyph (unset: "×", or "x" where the terminal's locale is not UTF-8).
---@field activation? "automatic"|"manual" Whether moving onto a tab selects it ("automatic", the default) or only focuses it, `enter` or `space` then selecting it ("manual").

-- The live container ------------------------------------------------------------------------

---An item of the live container: every field reads the current value, and writing one
---(`c:tab("inbox").badgeValue = 4`) redraws on the next frame.
---@class tabhost.Item: tabhost.ItemSpec
---@field id string Read-only.
---@field title string
---@field kind "tab"|"toggle"|"button"
---@field on boolean A toggle's state; for a tab, whether it is selected.
---@field index integer The 1-based position in `c.tabs` (read-only).
---@field selected boolean Whether this is the selected tab (read-only).

---`c`, the live container, in callbacks, page functions and key bindings.
---@class tabhost.Container
---@field selected tabhost.Item? The selected tab, or nil (read-only: use `c:select`).
---@field tabs tabhost.Item[] The items in order; assigning a list replaces them as `c:setTabs`.
---@field style tabhost.Style Reads what the script set; writing a parameter (nil restores its default) or the whole table restyles.
---@field state table The script's `state`.
---@field focused tabhost.Item? The item with the keyboard focus apart from the selection, if any; writable with an item, an id or nil, as `c:focus`.
---@field status string? The script's own status row: a string shows it, nil clears it.
local Container = {}

---c:tab(id) -> item or nil
---@param id string
---@return tabhost.Item?
function Container:tab(id) end

---c:select(id [, { notify = true, animated = true }]): silent unless notify
---@param id string
---@param options? { notify?: boolean, animated?: boolean }
function Container:select(id, options) end

---c:toggle(id [, on]): set or flip a toggle, silently
---@param id string
---@param on? boolean
function Container:toggle(id, on) end

---c:insert(item [, { before = id } | { after = id }])
---@param item tabhost.ItemSpec
---@param position? { before?: string, after?: string }
function Container:insert(item, position) end

---c:remove(id)
---@param id string
function Container:remove(id) end

---c:move(id, index)
---@param id string
---@param index integer
function Container:move(id, index) end

---c:setTabs(items): replace the items, keeping the selection by id
---@param items tabhost.ItemSpec[]
function Container:setTabs(items) end

---c:close(id [, { notify = true }]): remove the item, silently unless notify runs shouldClose and didClose
---@param id string
---@param options? { notify?: boolean }
function Container:close(id, options) end

---c:focus(id): move the keyboard focus to an item, silently; nil gives it back to the selected tab
---@param id string|tabhost.Item|nil
function Container:focus(id) end

-- Spec files (tabhost test) -----------------------------------------------------------------
-- Spec files are busted specs: describe, it, setup, before_each, finally, ..., assert, spy,
-- stub, mock and match are busted's and luassert's own (lua-language-server's "busted" and
-- "luassert" libraries declare them; enable them in .luarc.json's workspace.library). This
-- stub declares what tabhost adds: tabhost.open and the app it returns.

---@class tabhost.OpenOptions
---@field width? integer Default 80.
---@field height? integer Default 24.
---@field color? "never"|"16"|"256"|"truecolor" Default "never"; the mode of `app:ansi()`.
---@field name? string What errors of source text call it (default "[source]").
---@field timeout? integer The script's own time budget per call, in milliseconds.
---@field inspector? boolean Open with the inspector open in the lower half (docs/inspector.md).

---What `app:hit` and `app:click` name: an item's part or an overflow marker.
---@class tabhost.Hit
---@field tab string? The item's id (nil on a marker).
---@field part "title"|"image"|"badge"|"close"|"marker"

---A container opened headlessly by `tabhost.open`: everything `c` offers, plus input,
---the virtual clock, the screen and the log of callbacks.
---@class tabhost.App: tabhost.Container
---@field log string[] Every callback called so far: `"didSelect 2"`, `"tabSwitched 2 1"`.
---@field errors string[] Script errors raised so far (the app keeps running).
---@field width integer The app's width in cells.
---@field height integer The app's height in cells.
---@field now integer The virtual clock, in milliseconds.
---@field reloadError string? The last failed reload's problems (`file:line: message`, one per line), nil after a good one.
local App = {}

---Presses keys in order: `left`, `enter`, `shift+tab`, `f5`, `x`, `ctrl+x`, `alt+x`, ...
---@param key string
---@param ... string
function App:press(key, ...) end

---Types each character of `text`.
---@param text string
function App:type(text) end

---A click at 1-based column `x`, row `y`, or on the visible item `{ tab = id, part = "badge" }`
---(`path`, as `app:hit` gives it, picks the bar when the id is shown in more than one), with
---the left button unless `button` names another (as `mouse` bindings do: `"middle"`).
---@overload fun(self: tabhost.App, target: { tab: string, part?: "title"|"image"|"badge"|"close", path?: string[], button?: tabhost.MouseButton|string })
---@param x integer
---@param y integer
---@param button? tabhost.MouseButton|string
function App:click(x, y, button) end

---A drag with the left button from the visible item `from` to the visible item `to`: press,
---motion, release. In the table form `from` and `to` are each an item id or a 1-based cell
---`{ x, y }`, and `through` the cells passed on the way (each one over an overflow marker
---scrolls the strip, so `to` may be a tab hidden when the drag began).
---@overload fun(self: tabhost.App, drag: { from: string|integer[], to: string|integer[], through?: integer[][] })
---@param from string
---@param to string
function App:drag(from, to) end

---The mouse wheel at column `x`, row `y`.
---@param direction "up"|"down"
---@param x integer
---@param y integer
function App:scroll(direction, x, y) end

---A user activation of the item `id` (the whole callback sequence).
---@param id string
function App:tap(id) end

---A terminal resize (`onResize` runs when the size changed).
---@param width integer
---@param height integer
function App:resize(width, height) end

---Moves the virtual clock forward; tests never sleep.
---@param ms integer
function App:advance(ms) end

---Hot-reloads from the file, or from the given source text.
---@param source? string
function App:reload(source) end

---The frame as text: rows joined with "\n", trailing spaces trimmed.
---@return string
function App:screen() end

---The frame with its style runs, in the styled text format.
---@return string
function App:styledScreen() end

---The frame as an SVG picture, as `tabhost render --format svg` draws it.
---@return string
function App:svg() end

---What is under column `x`, row `y`, or nil.
---@param x integer
---@param y integer
---@return tabhost.Hit?
function App:hit(x, y) end

---The frame with escape codes, in the `color` mode given to `tabhost.open`.
---@return string
function App:ansi() end

---Compares the screen with a literal (common indentation removed).
---@param text string
function App:expectScreen(text) end

---Compares the screen with `__snapshots__/<spec>/<test>[.name].txt` beside the spec.
---@param name? string
function App:expectSnapshot(name) end

---What the inspector's console prints for `expr`: its values, what it printed, or its error
---with its place (`console:1: ...`).
---@param expr string
---@return string
function App:inspect(expr) end

-- The module ------------------------------------------------------------------------------

---The module scripts `require` (also the global `tabhost`).
---@class tabhost.Module
tabhost = {}

---The host's version, e.g. "0.1.0".
---@type string
tabhost.version = nil

---Declares a tab container; returns the table unchanged (a plain table works the same).
---@type fun(t: tabhost.ContainerSpec): tabhost.ContainerSpec
tabhost.container = nil

---Display width of `s` in cells (grapheme clusters, wide characters count 2).
---@type fun(s: string): integer
tabhost.width = nil

---Cuts `s` to at most `n` cells, ending with `ellipsis` (default `…`) when cut.
---@type fun(s: string, n: integer, ellipsis?: string): string
tabhost.truncate = nil

---Pads (or truncates) `s` to exactly `n` cells; `align` defaults to `left`.
---@type fun(s: string, n: integer, align?: "left"|"center"|"right"): string
tabhost.pad = nil

---Opens a container headlessly, in spec files only: a path relative to the spec file, or Lua source text.
---@type fun(pathOrSource: string, options?: tabhost.OpenOptions): tabhost.App
tabhost.open = nil

return tabhost
