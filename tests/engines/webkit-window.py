#!/usr/bin/env python3
"""The smallest WebKitGTK browser WebKitWebDriver can drive: one window holding the web view and
nothing else, so the page can be as narrow as a phone (MiniBrowser's toolbar keeps it at 447 px or
more). WebKitWebDriver starts it with the arguments of webkitgtk:browserOptions (tests/engines/webkit.ts):

    webkit-window.py --console-log FILE

Every console message of every page, the engine's own included (an unknown CSP directive, a
blocked request), is appended to FILE, one `CONSOLE …` line each. WebKit writes them only outside
an ephemeral session, so the profile is a temporary folder, removed on exit.
"""
import argparse, os, shutil, signal, tempfile

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument('--console-log', required=True)
args, _ = parser.parse_known_args()

# The web processes inherit these: their console lines go to the log.
log = os.open(args.console_log, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
os.dup2(log, 1)
os.dup2(log, 2)

profile = tempfile.mkdtemp(prefix='webkit-window-')
context = WebKit2.WebContext(website_data_manager=WebKit2.WebsiteDataManager(base_data_directory=profile, base_cache_directory=profile))
context.set_automation_allowed(True)
settings = WebKit2.Settings()
settings.set_enable_write_console_messages_to_stdout(True)


def create_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    view.connect('close', lambda _view: window.destroy())
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('webkit-window')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', create_view)


context.connect('automation-started', automation_started)
for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signum, Gtk.main_quit)
try:
    Gtk.main()
finally:
    shutil.rmtree(profile, ignore_errors=True)
