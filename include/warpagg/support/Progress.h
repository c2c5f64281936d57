//===- Progress.h - progress of a multi-file run ----------------*- C++ -*-===//
//
// While the inputs of a project are parsed: a bar redrawn in place on one
// line (for a terminal), or one "[i/n] file" line per finished input (for
// logs). Erased or left behind before the per-site report is printed. What
// else is printed while it is shown (clang's diagnostics) goes through
// printAside(), which takes the bar off its line first and draws it again
// after, so that no message starts inside the bar. A multi-file run's
// summary names its elapsed time (elapsedNote()).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <mutex>
#include <string>

namespace warpagg {

enum class ProgressStyle { None, Lines, Bar };

class ProgressReporter {
public:
  /// Width: the terminal's columns (the bar never uses fewer than 40).
  ProgressReporter(llvm::raw_ostream &OS, size_t Total, ProgressStyle Style,
                   unsigned Width);
  ~ProgressReporter() { finish(); }

  /// One more input is parsed. Thread-safe.
  void fileDone(llvm::StringRef File);
  /// Erases the bar (no-op for lines); idempotent.
  void finish();
  /// Prints \p Text (whole lines) on the stream of the progress, never
  /// inside the bar: the bar is erased before and drawn again after.
  /// Thread-safe.
  void printAside(llvm::StringRef Text);
  /// " (elapsed 2.4 s)" since construction, for a run of several inputs;
  /// empty for one.
  std::string elapsedNote() const;
  llvm::raw_ostream &stream() { return OS; }

private:
  llvm::raw_ostream &OS;
  size_t Total;
  size_t Done = 0;
  ProgressStyle Style;
  unsigned Width;
  bool BarShown = false;
  std::string Bar; ///< the bar's last text, drawn again after printAside
  std::chrono::steady_clock::time_point Start =
      std::chrono::steady_clock::now();
  std::mutex Lock;
};

} // namespace warpagg
