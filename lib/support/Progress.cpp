//===- Progress.cpp - progress of a multi-file run -------------------------===//

#include "warpagg/support/Progress.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <string>

namespace warpagg {

ProgressReporter::ProgressReporter(llvm::raw_ostream &OS, size_t Total,
                                   ProgressStyle Style, unsigned Width)
    : OS(OS), Total(Total), Style(Style), Width(std::max(Width, 40u)) {}

void ProgressReporter::fileDone(llvm::StringRef File) {
  std::lock_guard<std::mutex> Guard(Lock);
  ++Done;
  if (Style == ProgressStyle::Lines) {
    OS << "[" << Done << "/" << Total << "] " << File << "\n";
    OS.flush();
    return;
  }
  if (Style != ProgressStyle::Bar)
    return;
  // "warpagg [#######.......]  12/200 name.cu", within Width columns.
  const std::string Count =
      std::to_string(Done) + "/" + std::to_string(Total);
  const unsigned BarCells = 24;
  const unsigned Filled = Total ? unsigned(BarCells * Done / Total) : BarCells;
  std::string Line = "warpagg [" + std::string(Filled, '#') +
                     std::string(BarCells - Filled, '.') + "] " + Count + " ";
  llvm::StringRef Name = llvm::sys::path::filename(File);
  if (Line.size() + Name.size() < Width)
    Line += Name.str();
  // \r and "erase to end of line": the next report starts on a clean line.
  OS << "\r\x1b[K" << Line;
  OS.flush();
  BarShown = true;
  Bar = std::move(Line);
}

void ProgressReporter::printAside(llvm::StringRef Text) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (BarShown)
    OS << "\r\x1b[K";
  OS << Text;
  if (BarShown)
    OS << Bar;
  OS.flush();
}

std::string ProgressReporter::elapsedNote() const {
  if (Total <= 1)
    return "";
  std::chrono::duration<double> Seconds =
      std::chrono::steady_clock::now() - Start;
  return llvm::formatv(" (elapsed {0:f1} s)", Seconds.count()).str();
}

void ProgressReporter::finish() {
  std::lock_guard<std::mutex> Guard(Lock);
  if (BarShown) {
    OS << "\r\x1b[K";
    OS.flush();
    BarShown = false;
  }
}

} // namespace warpagg
