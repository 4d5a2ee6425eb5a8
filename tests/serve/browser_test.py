#!/usr/bin/python3
"""The real-browser test of `skb serve`'s page (issue 33), and the screenshots of the docs.

Starts the built skb (`skb serve --port 0`, which prints its address), opens each game's page in
headless Chromium (Debian's chromium, chromium-driver and python3-selenium) and records an example
round of that game as a player would: types the example's set-up lines into the record, then
clicks, for every following line of the example, the button of the next legal actions that writes
it (a line that grows, as a Nyet! trick line, by clicking its cards one after the other). Then it
checks every number the page shows against the command line on the same record:
  - each heat-map cell and fact (data-key: a JSON pointer into `skb GAME solve --json`; data-value:
    the full value) equals the CLI's value exactly, and its printed text is that value rounded;
  - the heat map shows every chance of the game's posterior (Seven Knights' tiles, Mutiny's
    Mutineer, the hats' chances, Nyet!'s cards);
  - the advice's numbers equal `skb GAME advise --json` (or the page shows its exit status);
then that a bad line is underlined with the CLI's message, and that Ctrl+Z takes it back (Ctrl+Y
redoes); that "New record" and "Open..." load a record (undone by Ctrl+Z); and that a record with
advice, opened by its link (#record=...), shows the numbers of solve and advise --json.
Any difference fails the test (exit status 1). Bounded: at most --seconds per game.

A line the buttons cannot offer is typed, as a player would type it: only Seven Knights'
questions on anything but one position's value (the buttons offer `ask A B "P = V"`; a predicate is
free text). Any other line without its button fails the test.

  browser_test.py --skb build/dev/skb                    the test (CTest runs this)
  browser_test.py --skb build/dev/skb --screenshots DIR  writes each game's page at phone
                                                         (390x844) and desktop (1280x800) widths
"""

import argparse
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import quote

from selenium import webdriver
from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

SOURCE = Path(__file__).resolve().parents[2]

# The example recorded for each game: rich ones (every kind of line the game's buttons offer).
EXAMPLES = {
    "seven-knights": "examples/seven_knights/record-format-example.skb",
    "mutiny": "examples/mutiny/both-rounds-6p.mutiny",
    "hats": "examples/hats/six-misses.hats",
    "nyet": "examples/nyet/ann-mid-round-4p.nyet",
}

# A record with advice, opened by its link (#record=...), for each game: the advice's numbers too.
ADVISED = {
    "seven-knights": "examples/seven_knights/advise/question.skb",
    "mutiny": "examples/mutiny/advise/boatswain-waits.mutiny",
    "hats": "examples/hats/advise/forty-turns-4p.hats",
    "nyet": "examples/nyet/ben-late-veto-2p.nyet",
}

# The posterior the heat map must show in full: JSON pointers (with * for every index/key).
POSTERIOR = {
    "seven-knights": "/tiles/*/*",
    "mutiny": "/mutineer/*",
    "hats": "/positions/*/chances/*",
    "nyet": "/cards/*/chance/*",
}


class Failure(Exception):
    pass


def cli_args(game, command, path):
    return ([] if game == "seven-knights" else [game]) + [command, "--json", str(path)]


def statements(path):
    """The example's lines without comments and blank lines, spaces collapsed."""
    out = []
    for raw in Path(path).read_text().splitlines():
        line = " ".join(raw.split("#", 1)[0].split())
        if line:
            out.append(line)
    return out


def typed_ok(game, line):
    """Whether a line may be typed rather than clicked: a free-text Seven Knights question."""
    return game == "seven-knights" and line.startswith("ask ") and not re.search(r'"[^"]* = [^"]*"', line)


def percent(p):
    """app.js's percent: the text of a chance in a cell."""
    if p == 0:
        return "0"
    if p == 1:
        return "100"
    if p < 0.0005:
        return "<0.1"
    if p > 0.9995:
        return ">99.9"
    return f"{p * 100:.1f}"


def plain(v):
    return str(int(v)) if float(v).is_integer() else f"{v:.3f}"


def resolve(document, pointer):
    node = document
    for part in pointer.split("/")[1:]:
        part = part.replace("~1", "/").replace("~0", "~")
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def leaves(document, pattern):
    """The pointers of the numbers under pattern ('/tiles/*/*')."""
    found = []

    def walk(node, parts, prefix):
        if not parts:
            if isinstance(node, (int, float)) and not isinstance(node, bool):
                found.append(prefix)
            return
        head, rest = parts[0], parts[1:]
        if head == "*":
            items = enumerate(node) if isinstance(node, list) else node.items() if isinstance(node, dict) else []
            for key, child in items:
                walk(child, rest, f"{prefix}/{key}")
        elif isinstance(node, dict) and head in node:
            walk(node[head], rest, f"{prefix}/{head}")

    walk(document, pattern.split("/")[1:], "")
    return found


class Page:
    """One game's page in the browser, with the waits the test needs."""

    def __init__(self, driver, base, game, seconds):
        self.driver, self.game = driver, game
        self.deadline = time.monotonic() + seconds
        self.latencies = []  # the page's time from a click's requests to its heat map, in ms
        driver.get(f"{base}{game}/")
        self.wait(lambda d: d.execute_script("return document.body.dataset.revision") is not None, "the page to load")
        self.editor = driver.find_element(By.ID, "record")

    def wait(self, condition, what, seconds=None):
        left = self.deadline - time.monotonic() if seconds is None else seconds
        if left <= 0:
            raise Failure(f"{self.game}: out of time waiting for {what}")
        try:
            return WebDriverWait(self.driver, left, poll_frequency=0.02).until(condition)
        except TimeoutException:
            raise Failure(f"{self.game}: timed out waiting for {what}") from None

    def revision(self):
        return self.driver.execute_script("return document.body.dataset.revision")

    def settled(self, panes=("actions-pane", "answer-pane")):
        """Waits until nothing typed is pending and the panes show the current revision."""
        script = ("const r = document.body.dataset.revision; if (!r || document.body.dataset.pending === '1') return false;"
                  "return arguments[0].every(id => document.getElementById(id).dataset.revision === r);")
        self.wait(lambda d: d.execute_script(script, list(panes)), f"{', '.join(panes)} to catch up")

    def text(self):
        return self.driver.execute_script("return document.getElementById('record').value")

    def type_line(self, line):
        self.driver.execute_script("const e = arguments[0]; e.focus(); e.setSelectionRange(e.value.length, e.value.length);",
                                   self.editor)
        before = self.text()
        prefix = "" if before == "" or before.endswith("\n") else "\n"
        self.editor.send_keys(prefix + line + "\n")
        self.settled()

    def buttons(self):
        return self.driver.execute_script(
            "return [...document.querySelectorAll('#actions button.action')].map(b => b.dataset.line);")

    def click(self, line):
        button = self.driver.execute_script(
            "return [...document.querySelectorAll('#actions button.action')].find(b => b.dataset.line === arguments[0]);",
            line)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
        button.click()
        self.settled()
        self.latencies.append(float(self.driver.execute_script(
            "return document.getElementById('answer-pane').dataset.latencyMs")))

    def click_line(self, target):
        """Clicks the buttons that write `target` (one, or a growing line's cards); returns whether
        the buttons offered it."""
        words = target.split()
        for _ in range(len(words) + 1):
            offered = self.buttons()
            if target in offered:
                self.click(target)
                return True
            prefixes = [b for b in offered if words[:len(b.split())] == b.split() and len(b.split()) < len(words)]
            if not prefixes:
                return False
            self.click(max(prefixes, key=lambda b: len(b.split())))
        return False


def record_example(page, game, lines):
    """Types the set-up lines, clicks the rest; returns (clicked, typed) counts."""
    page.settled()
    page.driver.execute_script("const e = document.getElementById('record'); e.value = '';"
                               "e.dispatchEvent(new Event('input'));")
    page.settled()
    started = False
    clicked = typed = 0
    for line in lines:
        if page.click_line(line):
            started = True
            clicked += 1
        elif not started or typed_ok(game, line):
            page.type_line(line)
            typed += 1
        else:
            phase = page.driver.find_element(By.ID, "phase").text
            raise Failure(f"{game}: no button writes '{line}' ({phase}); the buttons offer: {page.buttons()[:40]}")
    written = [" ".join(raw.split("#", 1)[0].split()) for raw in page.text().splitlines()]
    written = [w for w in written if w]
    if written != lines:
        raise Failure(f"{game}: the page's record differs from the example:\n{written}\n{lines}")
    if clicked < len(lines) // 2:
        phase = page.driver.find_element(By.ID, "phase").text
        raise Failure(f"{game}: only {clicked} of {len(lines)} lines were written by a button ({phase})")
    return clicked, typed


def numbers_on_page(driver, pane):
    return driver.execute_script(
        "return [...document.querySelectorAll('#' + arguments[0] + ' [data-key]')]"
        ".map(e => [e.dataset.key, e.dataset.value, e.textContent.trim(), e.tagName]);", pane)


def check_numbers(game, shown, expected, what):
    if not shown:
        raise Failure(f"{game}: the page shows no numbers for {what}")
    for key, value, text, tag in shown:
        try:
            want = resolve(expected, key)
        except (KeyError, IndexError, ValueError, TypeError):
            raise Failure(f"{game}: the page shows {key} = {value}, which {what} does not have") from None
        if not isinstance(want, (int, float)) or float(value) != float(want):
            raise Failure(f"{game}: {what} {key}: the page shows {value}, the command line {want}")
        texts = {percent(want), percent(want) + " %", plain(want)}
        if text not in texts:
            raise Failure(f"{game}: {what} {key} = {want} is printed '{text}', not one of {sorted(texts)}")


def run_cli(skb, game, command, text):
    with tempfile.NamedTemporaryFile("w", suffix=".record", delete=False) as f:
        f.write(text)
    try:
        done = subprocess.run([skb] + cli_args(game, command, f.name), capture_output=True, text=True, timeout=120)
    finally:
        os.unlink(f.name)
    return done.returncode, done.stdout


def check_error_and_undo(page, game):
    """A bad line is underlined with the CLI's message; Ctrl+Z takes it back."""
    before = page.text()
    page.type_line("bogus line")
    line_number = len([_ for _ in before.split("\n")]) if before.endswith("\n") else before.count("\n") + 2
    check = page.driver.find_element(By.ID, "check")
    if check.get_attribute("data-exit-status") != "2" or not check.text.startswith(f"record:{line_number}:1:"):
        raise Failure(f"{game}: a bad line {line_number} shows '{check.text}' (exit {check.get_attribute('data-exit-status')})")
    mark = page.driver.find_elements(By.CSS_SELECTOR, "#backdrop mark")
    if not mark or mark[0].get_attribute("data-line") != str(line_number) or mark[0].text != "bogus":
        raise Failure(f"{game}: the bad line is not underlined at {line_number}:1")
    page.editor.send_keys(Keys.CONTROL, "z")
    page.settled()
    if page.text() != before or check.get_attribute("data-exit-status") != "0":
        raise Failure(f"{game}: Ctrl+Z did not take the bad line back")
    page.editor.send_keys(Keys.CONTROL, "y")
    page.settled()
    if "bogus line" not in page.text():
        raise Failure(f"{game}: Ctrl+Y did not bring the bad line back")
    page.editor.send_keys(Keys.CONTROL, "z")
    page.settled()


def check_answers(page, skb, game, text):
    """Checks the numbers the page shows for `text` against the command line; returns (numbers
    compared, whether the advice was compared rather than an exit status)."""
    driver = page.driver
    status, out = run_cli(skb, game, "solve", text)
    if status != 0:
        raise Failure(f"{game}: skb solve failed on the record ({status})")
    solve = json.loads(out)
    shown = numbers_on_page(driver, "answer")
    check_numbers(game, shown, solve, "solve --json")
    missing = sorted(set(leaves(solve, POSTERIOR[game])) - {key for key, *_ in shown})
    if missing:
        raise Failure(f"{game}: the heat map leaves out {len(missing)} chances, such as {missing[:5]}")
    page.settled(("answer-pane", "advice-pane"))
    status, out = run_cli(skb, game, "advise", text)
    advice_state = driver.execute_script("return document.getElementById('advice-pane').dataset.state")
    if status == 0:
        advice = numbers_on_page(driver, "advice")
        check_numbers(game, advice, json.loads(out), "advise --json")
        return len(shown) + len(advice), True
    shown_status = driver.execute_script(
        "const m = document.querySelector('#advice [data-exit-status]'); return m && m.dataset.exitStatus;")
    if advice_state != "error" or shown_status != str(status):
        raise Failure(f"{game}: skb advise exits {status}; the page shows {advice_state} ({shown_status})")
    return len(shown), False


def check_new_and_open(page, game):
    """"New record" loads a bundled example; "Open..." reads a record file; Ctrl+Z undoes each."""
    example = SOURCE / EXAMPLES[game]
    before = page.text()
    Select(page.driver.find_element(By.ID, "new-record")).select_by_value(example.name)
    page.wait(lambda d: page.text() == example.read_text(), "the example chosen in New record")
    page.settled()
    advised = SOURCE / ADVISED[game]
    page.driver.find_element(By.ID, "open").send_keys(str(advised))
    page.wait(lambda d: page.text() == advised.read_text(), "the record file opened")
    page.settled()
    for text in (example.read_text(), before):
        page.editor.send_keys(Keys.CONTROL, "z")
        page.settled()
        if page.text() != text:
            raise Failure(f"{game}: Ctrl+Z after New record and Open did not bring the record before back")


def check_link(page, base, skb, game):
    """Opens the page with ADVISED[game] in its link (#record=...): the record is read from the link,
    and the answer and the advice equal the command line's."""
    text = (SOURCE / ADVISED[game]).read_text()
    page.driver.get("about:blank")
    page.driver.get(f"{base}{game}/#record={quote(text)}")
    page.wait(lambda d: d.execute_script("return document.body.dataset.revision") is not None, "the page to load")
    page.editor = page.driver.find_element(By.ID, "record")
    page.settled(("actions-pane", "answer-pane", "advice-pane"))
    if page.text() != text:
        raise Failure(f"{game}: the link's record was not read on load")
    numbers, advised = check_answers(page, skb, game, text)
    if not advised:
        raise Failure(f"{game}: {ADVISED[game]} has no advice to compare")
    return numbers


def test_game(driver, base, skb, game, seconds):
    started = time.monotonic()
    page = Page(driver, base, game, seconds)
    lines = statements(SOURCE / EXAMPLES[game])
    clicked, typed = record_example(page, game, lines)
    numbers, advised = check_answers(page, skb, game, page.text())
    check_error_and_undo(page, game)
    check_new_and_open(page, game)
    linked = check_link(page, base, skb, game)
    ms = page.latencies
    print(f"{game}: {len(lines)} lines ({clicked} clicked, {typed} typed), {numbers} numbers equal to the CLI's"
          f"{'' if advised else ' (advise: its exit status shown)'}; {ADVISED[game]} by link: {linked} numbers "
          f"with the advice; answer after a click: median {statistics.median(ms):.0f} ms, max {max(ms):.0f} ms over "
          f"{len(ms)} clicks; {time.monotonic() - started:.1f} s", flush=True)
    return page


def screenshots(driver, base, folder, seconds, games):
    from PIL import Image  # Debian's python3-pil: the screenshots are kept small (a palette)

    folder.mkdir(parents=True, exist_ok=True)
    for game in games:
        text = (SOURCE / EXAMPLES[game]).read_text()
        for name, (width, height) in {"phone": (390, 844), "desktop": (1280, 800)}.items():
            driver.set_window_rect(width=width, height=height)
            inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
            driver.set_window_rect(width=2 * width - inner[0], height=2 * height - inner[1])
            driver.get("about:blank")
            driver.get(f"{base}{game}/#record={quote(text)}")
            page = Page.__new__(Page)
            page.driver, page.game, page.deadline = driver, game, time.monotonic() + seconds
            page.settled(("actions-pane", "answer-pane", "advice-pane"))
            # Start where a player looks: the editor at its end.
            driver.execute_script("const e = document.getElementById('record'); e.scrollTop = e.scrollHeight;")
            path = folder / f"{game}-{name}.png"
            driver.save_screenshot(str(path))
            Image.open(path).convert("RGB").quantize(colors=64, dither=Image.Dither.NONE).save(path, optimize=True)
            print(f"wrote {path.relative_to(SOURCE) if path.is_relative_to(SOURCE) else path} ({path.stat().st_size // 1024} KB)")


def start_server(skb):
    server = subprocess.Popen([skb, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True)
    line = server.stdout.readline()
    match = re.search(r"(http://127\.0\.0\.1:\d+/)", line)
    if not match:
        server.kill()
        raise Failure(f"skb serve printed '{line.strip()}', not its address")
    return server, match.group(1)


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-proxy-server", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,800", "--hide-scrollbars"):
        options.add_argument(argument)
    if os.geteuid() == 0:
        options.add_argument("--no-sandbox")  # Chromium refuses to run as root with its sandbox
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--skb", required=True, help="the built skb")
    parser.add_argument("--seconds", type=float, default=90, help="the time allowed per game (default 90)")
    parser.add_argument("--screenshots", type=Path, help="write the screenshots into this folder instead of testing")
    parser.add_argument("--game", action="append", choices=sorted(EXAMPLES), help="only this game (repeatable)")
    args = parser.parse_args()
    started = time.monotonic()
    server, base = start_server(args.skb)
    driver = None
    try:
        driver = browser()
        if args.screenshots:
            screenshots(driver, base, args.screenshots.resolve(), args.seconds, args.game or EXAMPLES)
            return 0
        for game in args.game or EXAMPLES:
            test_game(driver, base, args.skb, game, args.seconds)
        print(f"browser test passed in {time.monotonic() - started:.1f} s")
        return 0
    except (Failure, WebDriverException) as error:
        print(f"browser test FAILED: {error}", file=sys.stderr)
        return 1
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    sys.exit(main())
