import TabHostKit

/// The help texts of `tabhost help [COMMAND]`.
enum Help {
    static let overview = """
        tabhost \(Session.version): Lua-scripted tab interfaces in the terminal

        Usage:
          tabhost run SCRIPT [--size WxH] [--no-watch] [--trust] [--color MODE] [--record SPEC]
                     [--inspect] [--inspect-key KEY]
          tabhost render SCRIPT [--size WxH] [--color MODE] [--keys LIST] [--styled]
                        [--format text|svg|html] [--out FILE] [--trust] [--inspect]
          tabhost test [PATH...] [--reporter text|tap|junit|json|gtest|html] [--out FILE] [--filter PATTERN]
                       [--update-snapshots] [--jobs N] [--watch] [--trust] [--shard K/N] [busted's flags]
          tabhost check SCRIPT
          tabhost report merge REPORT.html... [--out FILE]
          tabhost help [COMMAND] | --help | --version

        Commands:
          run      show the script interactively, reloading it when it is saved
          render   print one frame and exit
          test     run busted spec files (*_spec.lua under ./spec and ./tests, or .busted's ROOT)
          check    load and validate a script, printing every problem
          report   merge the HTML reports of a sharded test run into one
          help     show help for a command

        Common options:
          --trust         run scripts without the sandbox (io, os, any require)
          --timeout MS    time budget of each event (default 1000; tests 10000)
          --memory MB     memory cap of the Lua state (default 256)

        Exit status: 0 success, 1 a test failed, 2 a usage or script error, 130 interrupted
        (run, and test with --out: 143 after SIGTERM, 129 after SIGHUP, 131 after SIGQUIT).
        """

    static let commands: [Invocation.Command: String] = [
        .run: """
            Usage: tabhost run SCRIPT [--size WxH] [--no-watch] [--trust] [--color MODE] [--record SPEC]
                               [--inspect] [--inspect-key KEY]

            Shows SCRIPT interactively: arrows, h/l, tab and shift+tab move between tabs, enter or
            space activate toggles and buttons, 1-9 pick a tab, the mouse clicks and scrolls, q or
            ctrl+c quit, ctrl+z suspends (fg resumes). The script and every module it requires
            are reloaded when saved; a failed reload keeps the last good UI and lists its
            problems in a banner until a good save. A callback's error, or the script's warnings,
            show there too until escape dismisses them or a new error replaces them. A script
            that does not load at start waits under its banner for a save that fixes it. When
            stdin or stdout is not a terminal, prints one frame like `render`.

            While the UI is up, what the script prints and each error's traceback go to the run
            log: $TABHOST_LOG, else $XDG_STATE_HOME/tabhost/run.log, else
            ~/.local/state/tabhost/run.log (or to stderr when it is redirected).

            f12 opens the inspector in the lower half (unless the script binds f12): a Lua
            console in the script's state with `c` the live container, `state` as a tree, the
            log of callbacks, errors and prints, each bar's items, and the frames' timings. tab
            moves the keyboard between the script and the inspector, alt+1 to alt+5 (or
            ctrl+left and ctrl+right) pick its tab, f12 closes it. The console's history is kept
            beside the run log (inspector-history). See docs/inspector.md.

            With --record SPEC, what you do (keys, clicks with any button, drags, the wheel,
            resizes, the time animations ran) is recorded; ctrl+k marks a checkpoint whose
            screen is asserted (a script's own ctrl+k does not run while recording). On quit
            the recording is replayed headlessly and added to SPEC as a new test (never
            overwriting it) that asserts each checkpoint, the final screen and the callback
            log; it is written only once it passes.

            Exit status: 0 after q, 130 after ctrl+c or SIGINT, 143 after SIGTERM, 129 after
            SIGHUP or when the terminal closes, 131 after SIGQUIT; the terminal is restored in
            every case. With --record, 1 when the recorded test did not pass (kept in
            SPEC.rejected).

              --size WxH      size to use instead of the terminal's
              --no-watch      do not reload when files change
              --color MODE    never, 16, 256, truecolor or auto (default)
              --trust         run without the sandbox
              --record SPEC   record the session as a test in SPEC (docs/testing.md)
              --inspect       start with the inspector open
              --inspect-key KEY  the key that opens and closes the inspector (default f12)
            """,
        .render: """
            Usage: tabhost render SCRIPT [--size WxH] [--color MODE] [--keys LIST] [--styled]
                                 [--format text|svg|html] [--out FILE] [--trust] [--inspect]

            Prints one frame of SCRIPT and exits (status 2 if the script raised an error).

              --size WxH      frame size (default: the terminal's size, else 80x24)
              --color MODE    never, 16, 256, truecolor or auto (default: follows NO_COLOR,
                              COLORTERM, TERM=dumb and whether stdout is a terminal)
              --keys LIST     keys to press first, comma-separated: "right, right, enter"
                              (left right up down enter space tab shift+tab home end escape
                              backspace f1-f12, single characters, ctrl+x, alt+x; comma for ,)
              --styled        print the styled text format instead of escape codes
              --format FMT    text (default), svg (a picture of the frame in its full colors,
                              whatever --color says) or html (one page holding that picture)
              --out FILE      write the frame to FILE instead of stdout
              --trust         run without the sandbox
              --inspect       draw the inspector open in the lower half (keys type into it)
            """,
        .test: """
            Usage: tabhost test [PATH...] [--reporter text|tap|junit|json|gtest|html] [--out FILE]
                                [--filter PATTERN] [--update-snapshots] [--jobs N] [--watch] [--trust]
                                [--shard K/N] [busted's flags]

            Runs busted spec files as busted 2.x runs them: every Lua file whose name matches
            _spec under ./spec and ./tests, or .busted's ROOT and pattern (its `default` task,
            or -r TASK). The last line is `N passed, N failed` (then `, N skipped`); with tap,
            junit or json on stdout, stdout holds the document alone and that line goes to
            stderr. Exit status 1 when a test failed, 2 for a usage error. Interrupted (SIGINT,
            SIGTERM, SIGHUP, SIGQUIT) with --out FILE, it writes the report of the files that
            finished, marked partial, and exits 130, 143, 129 or 131.

              --reporter NAME       text (default), tap, junit, json, gtest or html (one page:
                                    failing screens as pictures, each failing test's steps;
                                    give --out FILE, which is rewritten as the run goes)
              -o, --output NAME     busted's names: utfTerminal, plainTerminal, TAP, junit, json, gtest
              --out FILE            write the report to FILE (a regular file atomically; a
                                    device or FIFO written through; links never replaced)
              --filter PATTERN      run only tests whose full name matches the Lua pattern
              --filter-out PATTERN  leave out tests and blocks whose full name matches it
              -t, --tags TAGS       run only tests tagged #TAG (comma-separated)
              --exclude-tags TAGS   leave out tests and blocks tagged #TAG
              -p, --pattern PAT     spec file names (a Lua pattern; default _spec)
              --exclude-pattern PAT leave out files whose name matches it
              -m, --lpath PATH      module templates ahead of the rest (./src/?.lua;...)
              --helper FILE         a Lua file (or module) run before each spec file
              -e STATEMENT          Lua run before each spec file
              -r, --run TASK        the .busted task to use; -f FILE another config file
              --shuffle, --sort     shuffle or sort files and tests (--seed N: the shuffle)
              -l, --list            print every test as file:line: name instead of running
              --repeat N            run every file N times
              --no-keep-going       stop at the first failure or error
              --suppress-pending    leave pending tests out of the report
              --lazy                setup and teardown are lazy_setup and lazy_teardown
              --shard K/N           run the K-th of N parts of the tests (CI matrices)
              --update-snapshots    rewrite snapshot files instead of comparing
              --jobs N              run N spec files at once (default: one per processor)
              --watch               run again when a spec or a script it opens is saved
              --trust               run specs and scripts without the sandbox
              --timeout MS          time budget of each spec function (default 10000)

            Writing specs: docs/testing.md
            """,
        .check: """
            Usage: tabhost check SCRIPT

            Loads and validates SCRIPT and prints every problem found, one per line
            (`file:line: path: message`). Exit status 2 when there is a problem. A script that
            loads may still get warnings (`file:line: warning: path: message`), such as sizes
            carried over from a seed in points; the status is 0 then.
            """,
        .report: """
            Usage: tabhost report merge REPORT.html... [--out FILE]

            Merges HTML reports of `tabhost test --reporter html` (the shards of a run, say)
            into one page: the totals added up, the files in the order given. Partial if any
            report is.

              --out FILE      write the page to FILE instead of stdout
            """,
        .help: """
            Usage: tabhost help [COMMAND]

            Shows the overview, or the help of one command.
            """,
        .version: "Usage: tabhost --version",
    ]

    static func text(for topic: String?) -> String {
        topic.flatMap(Invocation.Command.init(rawValue:)).flatMap { commands[$0] } ?? overview
    }
}
