//! btab's scene in tui-rs 0.19, the reference of scripts/bench (docs/performance.md).
//!
//! `tui-bench frame WxH` draws the first frame and prints it as text (cold start);
//! `tui-bench events N` prints, for 80x24, 200x60 and 400x120 (N events at 80x24, fewer for
//! the bigger frames), the CPU microseconds of one
//! key event handled and drawn (`W H DRAW+STRING DRAW`): the selection moves right, the
//! page counts the switch, `Terminal::draw` renders a `Tabs` widget and a `Paragraph` on the
//! `TestBackend`, and (first figure) the backend's buffer is read as a `String`.

use std::io;
use tui::backend::TestBackend;
use tui::buffer::Buffer;
use tui::layout::{Constraint, Layout};
use tui::style::{Color, Modifier, Style};
use tui::text::{Span, Spans};
use tui::widgets::{Block, Borders, Paragraph, Tabs};
use tui::Terminal;

const TITLES: [&str; 3] = ["First", "Second", "Third"];

/// The model: the selected tab and the number of switches so far.
struct App {
    selected: usize,
    switches: u64,
}

impl App {
    /// The right arrow: the next tab, wrapping, counting the switch.
    fn press_right(&mut self) {
        let next = (self.selected + 1) % TITLES.len();
        if next != self.selected {
            self.switches += 1;
        }
        self.selected = next;
    }
}

/// Draws the bar (titles over an underline) and the selected tab's page.
fn draw(terminal: &mut Terminal<TestBackend>, app: &App) -> io::Result<()> {
    terminal.draw(|f| {
        let areas = Layout::default()
            .constraints([Constraint::Length(2), Constraint::Min(0)])
            .split(f.size());
        let titles = TITLES.iter().map(|t| Spans::from(*t)).collect();
        let tabs = Tabs::new(titles)
            .block(Block::default().borders(Borders::BOTTOM).border_style(Style::default().fg(Color::Rgb(0x4a, 0x90, 0xd9))))
            .select(app.selected)
            .style(Style::default().fg(Color::Rgb(0xa0, 0xa0, 0xa0)))
            .highlight_style(Style::default().fg(Color::White).add_modifier(Modifier::BOLD))
            .divider(" ");
        f.render_widget(tabs, areas[0]);
        let title = TITLES[app.selected];
        let page = vec![
            Spans::from(Span::styled(format!("{} page", title), Style::default().add_modifier(Modifier::BOLD))),
            Spans::from(""),
            Spans::from(format!("This is the {} child view controller.", title.to_lowercase())),
            Spans::from(format!("Tab switches so far: {}", app.switches)),
        ];
        f.render_widget(Paragraph::new(page), areas[1]);
    })?;
    Ok(())
}

/// The buffer as text: rows joined with newlines, wide symbols once, trailing blanks trimmed
/// (what `app:screen()` returns).
fn text(buffer: &Buffer) -> String {
    let width = buffer.area.width as usize;
    let mut out = String::with_capacity(buffer.content.len() + buffer.area.height as usize);
    for (y, row) in buffer.content.chunks(width.max(1)).enumerate() {
        if y > 0 {
            out.push('\n');
        }
        let start = out.len();
        let mut skip = 0;
        for cell in row {
            if skip == 0 {
                out.push_str(&cell.symbol);
            }
            skip = std::cmp::max(skip, tui::text::Span::raw(cell.symbol.as_str()).width()).saturating_sub(1);
        }
        let trimmed = out[start..].trim_end_matches(' ').len();
        out.truncate(start + trimmed);
    }
    out
}

/// This process's CPU time in microseconds (what Lua's `os.clock` measures).
fn cpu_micros() -> f64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_PROCESS_CPUTIME_ID: i32 = 2;
    let mut time = Timespec { sec: 0, nsec: 0 };
    unsafe { clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &mut time) };
    time.sec as f64 * 1e6 + time.nsec as f64 / 1e3
}

/// Microseconds per event over `events` events, after a warm-up; with the text when `read`.
fn measure(width: u16, height: u16, events: usize, read: bool) -> io::Result<f64> {
    let mut terminal = Terminal::new(TestBackend::new(width, height))?;
    let mut app = App { selected: 0, switches: 0 };
    let mut bytes = 0;
    for _ in 0..200 {
        app.press_right();
        draw(&mut terminal, &app)?;
    }
    let start = cpu_micros();
    for _ in 0..events {
        app.press_right();
        draw(&mut terminal, &app)?;
        if read {
            bytes += text(terminal.backend().buffer()).len();
        }
    }
    let elapsed = cpu_micros() - start;
    std::hint::black_box(bytes);
    Ok(elapsed / events as f64)
}

fn main() -> io::Result<()> {
    let arguments: Vec<String> = std::env::args().collect();
    match arguments.get(1).map(String::as_str) {
        Some("frame") => {
            let size = arguments.get(2).map(String::as_str).unwrap_or("80x24");
            let (w, h) = size.split_once('x').expect("frame WxH");
            let mut terminal = Terminal::new(TestBackend::new(w.parse().unwrap(), h.parse().unwrap()))?;
            draw(&mut terminal, &App { selected: 0, switches: 0 })?;
            println!("{}", text(terminal.backend().buffer()));
        }
        Some("events") => {
            let base: usize = arguments.get(2).and_then(|n| n.parse().ok()).unwrap_or(2000);
            for (w, h) in [(80u16, 24u16), (200, 60), (400, 120)] {
                // As many events as tabhost-bench times at that size: fewer for bigger frames.
                let events = std::cmp::max(200, base * 1920 / (w as usize * h as usize));
                let with_text = measure(w, h, events, true)?;
                let draw_only = measure(w, h, events, false)?;
                println!("{} {} {:.3} {:.3}", w, h, with_text, draw_only);
            }
        }
        _ => {
            eprintln!("usage: tui-bench frame WxH | tui-bench events N");
            std::process::exit(2);
        }
    }
    Ok(())
}
