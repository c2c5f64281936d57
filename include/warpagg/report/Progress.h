//===- Progress.h - progress of a multi-file run ----------------*- C++ -*-===//
//
// While the inputs of a project are parsed: a bar redrawn in place on one
// line (for a terminal), or one "[i/n] file" line per finished input (for
// logs). Erased or left behind before the per-site report is printed.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

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

private:
  llvm::raw_ostream &OS;
  size_t Total;
  size_t Done = 0;
  ProgressStyle Style;
  unsigned Width;
  bool BarShown = false;
  std::mutex Lock;
};

} // namespace warpagg
