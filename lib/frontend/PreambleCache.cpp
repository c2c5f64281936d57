//===- PreambleCache.cpp --------------------------------------------------===//
#include "warpagg/frontend/PreambleCache.h"
#include "warpagg/frontend/FileLookups.h"
#include "warpagg/support/CacheDirectory.h"

#include "clang/Basic/Version.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace warpagg {
namespace {

constexpr int64_t ManifestFormat = 2; // 2: include_names
constexpr llvm::StringLiteral TempSuffix = ".tmp";
// Never writable by others, whatever the umask (trustedCacheFile).
const unsigned CacheFileMode = 0664;

std::string hashOf(llvm::StringRef Bytes) {
  llvm::XXH128_hash_t H = llvm::xxh3_128bits(llvm::arrayRefFromStringRef(Bytes));
  return llvm::utohexstr(H.high64, /*LowerCase=*/true, 16) +
         llvm::utohexstr(H.low64, /*LowerCase=*/true, 16);
}

// An entry's name: the first 32 hex digits of its key's hash.
bool isEntryName(llvm::StringRef Name) {
  return Name.size() == 32 && llvm::all_of(Name, llvm::isHexDigit);
}

// Whether \p File of \p Dir is an entry's manifest that this cache wrote:
// <name>.json, a JSON object of our format whose key's hash begins with
// <name>. Only such entries are counted and evicted: a directory named by
// --preamble-cache may hold other .json files, which are not ours.
bool isOwnManifest(const CacheDirectory &Dir, llvm::StringRef File) {
  llvm::StringRef Name = File;
  if (!Name.consume_back(".json") || !isEntryName(Name))
    return false;
  int FD = Dir.openFile(File.str());
  if (FD < 0)
    return false;
  std::string Text;
  char Buffer[65536];
  ssize_t N;
  // A manifest is a few hundred kilobytes at most; more is not ours.
  while ((N = ::read(FD, Buffer, sizeof Buffer)) > 0 && Text.size() < (64 << 20))
    Text.append(Buffer, N);
  ::close(FD);
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Text);
  if (!Parsed) {
    llvm::consumeError(Parsed.takeError());
    return false;
  }
  const llvm::json::Object *O = Parsed->getAsObject();
  std::optional<llvm::StringRef> Key = O ? O->getString("key") : std::nullopt;
  return O && O->getInteger("format") && Key && Key->starts_with(Name);
}

// Opens (making it) a lock file, not through a link, without blocking on
// whatever else may sit there; -1 when it cannot.
int openLock(const std::string &Path) {
  int FD = ::open(Path.c_str(),
                  O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
  struct stat St;
  if (FD >= 0 && (::fstat(FD, &St) != 0 || !S_ISREG(St.st_mode))) {
    ::close(FD);
    return -1;
  }
  return FD;
}

// Whether \p Path may be renamed over: absent, or one of our regular files.
bool replaceable(const std::string &Path) {
  struct stat St;
  if (::lstat(Path.c_str(), &St) != 0)
    return errno == ENOENT;
  return S_ISREG(St.st_mode);
}

// Writes \p Text to a temporary file in \p Path's directory and renames it
// to \p Path.
bool writeAtomically(const std::string &Path, llvm::StringRef Text) {
  llvm::Expected<llvm::sys::fs::TempFile> Temp =
      llvm::sys::fs::TempFile::create(Path + "-%%%%%%" + TempSuffix,
                                      CacheFileMode);
  if (!Temp) {
    llvm::consumeError(Temp.takeError());
    return false;
  }
  {
    llvm::raw_fd_ostream OS(Temp->FD, /*shouldClose=*/false);
    OS << Text;
    OS.flush();
    if (OS.has_error()) {
      OS.clear_error();
      llvm::consumeError(Temp->discard());
      return false;
    }
  }
  if (!replaceable(Path)) {
    llvm::consumeError(Temp->discard());
    return false;
  }
  if (llvm::Error E = Temp->keep(Path)) {
    llvm::consumeError(std::move(E));
    return false;
  }
  return true;
}

// The preambles' main file: empty, made once and never rewritten (every
// PCH names it among its inputs, with its time).
bool makeEmptyMain(const std::string &Path) {
  int FD = ::open(Path.c_str(),
                  O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (FD >= 0)
    return ::close(FD) == 0;
  struct stat St;
  return errno == EEXIST && ::lstat(Path.c_str(), &St) == 0 &&
         S_ISREG(St.st_mode) && St.st_size == 0;
}

llvm::json::Array enteredToJSON(const std::vector<EnteredFile> &Entered) {
  llvm::json::Array Out;
  for (const EnteredFile &E : Entered)
    Out.push_back(llvm::json::Array{E.Name, E.IsSystem});
  return Out;
}

bool enteredFromJSON(const llvm::json::Array &In,
                     std::vector<EnteredFile> &Out) {
  for (const llvm::json::Value &V : In) {
    const llvm::json::Array *Row = V.getAsArray();
    if (!Row || Row->size() != 2)
      return false;
    std::optional<llvm::StringRef> Name = (*Row)[0].getAsString();
    std::optional<bool> System = (*Row)[1].getAsBoolean();
    if (!Name || !System)
      return false;
    Out.push_back({Name->str(), *System});
  }
  return true;
}

} // namespace

PreambleCache::PreambleCache(std::string Dir) {
  // Absolute: clang takes -include-pch from the command's directory, not
  // from this process's.
  llvm::SmallString<256> P(Dir);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  Directory = std::string(P);
}

PreambleCache::~PreambleCache() {
  for (int FD : Held)
    ::close(FD);
}

std::string PreambleCache::toolIdentity() {
  std::string Id = clang::getClangFullVersion();
  std::string Self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  llvm::sys::fs::file_status St;
  if (!Self.empty() && !llvm::sys::fs::status(Self, St))
    Id += '\0' + Self + '\0' + std::to_string(St.getSize()) + '\0' +
          std::to_string(St.getLastModificationTime().time_since_epoch().count());
  return Id;
}

std::string PreambleCache::path(const std::string &Name,
                                llvm::StringRef Suffix) const {
  return Directory + "/" + Name + Suffix.str();
}

std::optional<PreambleCache::Entry>
PreambleCache::get(llvm::StringRef Key,
                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                   Builder Build) {
  std::string KeyHash = llvm::toHex(
      llvm::BLAKE3::hash(llvm::arrayRefFromStringRef(Key)), /*LowerCase=*/true);
  std::string Name = KeyHash.substr(0, 32);
  // Held before it is checked: eviction cannot take it between the check
  // and the parse that loads it.
  bool Holding = holdInUse(Name);
  if (std::optional<Entry> Hit = find(Name, KeyHash, *FS))
    return Hit;
  if (llvm::sys::fs::create_directories(Directory))
    return std::nullopt;
  if (!Holding)
    holdInUse(Name);
  // One builder per key at a time; the others wait, then find its entry.
  int Turn = openLock(path(Name, ".build"));
  if (Turn >= 0)
    ::flock(Turn, LOCK_EX);
  std::optional<Entry> Result = find(Name, KeyHash, *FS);
  if (!Result)
    Result = build(Name, KeyHash, FS, Build);
  if (Turn >= 0)
    ::close(Turn);
  return Result;
}

std::optional<PreambleCache::Entry>
PreambleCache::find(const std::string &Name, const std::string &KeyHash,
                    llvm::vfs::FileSystem &FS) {
  std::string Manifest = path(Name, ".json"), Pch = path(Name, ".pch");
  // A shared directory is trusted as the rewrite cache's is: files anyone
  // may write are never used.
  if (!trustedCacheFile(Manifest) || !trustedCacheFile(Pch))
    return std::nullopt;
  auto Text = llvm::MemoryBuffer::getFile(Manifest, /*IsText=*/false,
                                          /*RequiresNullTerminator=*/false);
  if (!Text)
    return std::nullopt;
  llvm::Expected<llvm::json::Value> Parsed =
      llvm::json::parse((*Text)->getBuffer());
  if (!Parsed) {
    llvm::consumeError(Parsed.takeError());
    return std::nullopt;
  }
  const llvm::json::Object *O = Parsed->getAsObject();
  if (!O || O->getInteger("format") != ManifestFormat ||
      O->getString("key") != llvm::StringRef(KeyHash))
    return std::nullopt;
  const llvm::json::Array *Lookups = O->getArray("lookups"),
                          *Entered = O->getArray("entered");
  const llvm::json::Value *Names = O->get("include_names");
  llvm::json::Path::Root NamesRoot;
  std::optional<int64_t> Size = O->getInteger("pch_size");
  std::optional<llvm::StringRef> Hash = O->getString("pch_hash");
  FileLookups Answers;
  Entry E;
  E.Pch = Pch;
  if (!Lookups || !Entered || !Names || !Size || !Hash ||
      !fromJSON(*Lookups, Answers) ||
      !enteredFromJSON(*Entered, E.Reads.Entered) ||
      !llvm::json::fromJSON(*Names, E.Reads.IncludeNames, NamesRoot) ||
      !sameAnswers(Answers, FS))
    return std::nullopt;
  // Renamed into place whole, but a disk, a copy or a hand may have cut
  // or changed it since: clang would read a damaged PCH as far as it goes.
  auto Bytes = llvm::MemoryBuffer::getFile(Pch, /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
  if (!Bytes || static_cast<int64_t>((*Bytes)->getBufferSize()) != *Size ||
      hashOf((*Bytes)->getBuffer()) != *Hash)
    return std::nullopt;
  // Used now: the last to be evicted.
  ::utimensat(AT_FDCWD, Manifest.c_str(), nullptr, AT_SYMLINK_NOFOLLOW);
  return E;
}

std::optional<PreambleCache::Entry>
PreambleCache::build(const std::string &Name, const std::string &KeyHash,
                     llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                     Builder Build) {
  std::string Main = Directory + "/empty.cu";
  if (!makeEmptyMain(Main))
    return std::nullopt;
  // Written beside its place, so that the rename is atomic; removed on a
  // signal, and after an hour by a later store where the run was killed.
  llvm::Expected<llvm::sys::fs::TempFile> Temp =
      llvm::sys::fs::TempFile::create(path(Name, "-%%%%%%.pch") + TempSuffix,
                                      CacheFileMode);
  if (!Temp) {
    llvm::consumeError(Temp.takeError());
    return std::nullopt;
  }
  FileLookups Seen;
  Entry E;
  E.Pch = path(Name, ".pch");
  bool Built = Build(Temp->TmpName, Main, recordingLookups(FS, Seen), E.Reads);
  auto Bytes = llvm::MemoryBuffer::getFile(Temp->TmpName, /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
  llvm::json::Array Lookups;
  if (!Built || !Bytes || !toJSON(Seen, Lookups) || !replaceable(E.Pch)) {
    llvm::consumeError(Temp->discard());
    return std::nullopt;
  }
  llvm::json::Object Manifest{
      {"format", ManifestFormat},
      {"key", KeyHash},
      {"pch_size", static_cast<int64_t>((*Bytes)->getBufferSize())},
      {"pch_hash", hashOf((*Bytes)->getBuffer())},
      {"lookups", std::move(Lookups)},
      {"entered", enteredToJSON(E.Reads.Entered)},
      {"include_names", llvm::json::Array(E.Reads.IncludeNames)}};
  if (llvm::Error Err = Temp->keep(E.Pch)) {
    llvm::consumeError(std::move(Err));
    return std::nullopt;
  }
  std::string Text;
  llvm::raw_string_ostream(Text) << llvm::json::Value(std::move(Manifest));
  if (!writeAtomically(path(Name, ".json"), Text))
    return std::nullopt;
  evict();
  return E;
}

void PreambleCache::discard(llvm::StringRef Pch) {
  llvm::StringRef Name = llvm::sys::path::filename(Pch);
  if (llvm::sys::path::parent_path(Pch) != Directory ||
      !Name.consume_back(".pch"))
    return;
  // Without its manifest an entry is a miss; the PCH goes with the next
  // store over it or with eviction.
  llvm::sys::fs::remove(path(Name.str(), ".json"));
}

bool PreambleCache::holdInUse(const std::string &Name) {
  int FD = openLock(path(Name, ".lock"));
  if (FD < 0)
    return false;
  ::flock(FD, LOCK_SH);
  std::lock_guard<std::mutex> Guard(Lock);
  Held.push_back(FD);
  return true;
}

void PreambleCache::evict() {
  // Opened once, by its real path (the user may have named it through a
  // link), and pruned through that descriptor: only entries whose manifest
  // this cache wrote, and their files (CacheDirectory.h).
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Directory, Real))
    return;
  CacheDirectory Dir{std::string(Real)};
  struct Found {
    std::string Name;
    llvm::sys::TimePoint<> Used;
  };
  std::vector<Found> Entries;
  auto Now = std::chrono::system_clock::now();
  for (const CacheDirectory::File &F : Dir.files()) {
    llvm::StringRef File = F.Name;
    if (File.ends_with(TempSuffix)) {
      // A builder's that was killed (a live one takes seconds):
      // <name>-XXXXXX.pch.tmp or <name>.json-XXXXXX.tmp.
      if (isEntryName(File.take_front(32)) &&
          Now - F.Modified > std::chrono::hours(1) && F.Owner == ::geteuid())
        Dir.remove(F.Name);
    } else if (isOwnManifest(Dir, File)) {
      Entries.push_back({File.drop_back(5).str(), F.Modified});
    }
  }
  if (Entries.size() <= MaxEntries)
    return;
  std::sort(Entries.begin(), Entries.end(),
            [](const Found &A, const Found &B) { return A.Used < B.Used; });
  for (size_t I = 0; I + MaxEntries < Entries.size(); ++I) {
    const std::string &Name = Entries[I].Name;
    int FD = openLock(path(Name, ".lock"));
    if (FD < 0)
      continue;
    // In use by a live run (its parse may not have opened the PCH yet).
    if (::flock(FD, LOCK_EX | LOCK_NB) == 0)
      for (llvm::StringRef Suffix : {".json", ".pch", ".build", ".lock"})
        Dir.remove(Name + Suffix.str());
    ::close(FD);
  }
}

} // namespace warpagg
