//===- RewriteCache.cpp ---------------------------------------------------===//
#include "RewriteCache.h"
#include "FileStamp.h"
#include "Workspace.h"
#include "warpagg/support/CacheDirectory.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <optional>

using namespace llvm;
using warpagg::CacheDirectory;
using warpagg::notALink;
using warpagg::trustedCacheFile;

namespace warpagg_launch {
namespace {

// Bumped whenever what a key covers or a file's layout changes: files of
// another version then fail their check, and are misses.
const char KeyVersion[] = "warpagg-launch rewrite cache 2"; // 2: relocatable
const char ManifestMagic[] = "warpagg-launch manifest 3"; // 3: relative paths
// 3: the status, then the working directory the outputs name ("" if none)
const char ResultMagic[] = "warpagg-launch result 3";
const unsigned Subdirectories = 16; // named 0-9a-f, a key's first digit
const size_t MaxManifestEntries = 16;
const uint64_t DefaultMaxBytes = uint64_t(1) << 30;

std::string hexOf(ArrayRef<uint8_t> Bytes) {
  return toHex(Bytes, /*LowerCase=*/true);
}

// Fields one after another, each as "<length>:<bytes>": no field can be
// mistaken for the start of the next.
std::string joinFields(ArrayRef<std::string> Fields) {
  std::string Out;
  for (const std::string &F : Fields)
    Out += std::to_string(F.size()) + ":" + F;
  return Out;
}

std::string hashOf(ArrayRef<std::string> Fields) {
  std::string Joined = joinFields(Fields);
  return hexOf(BLAKE3::hash(arrayRefFromStringRef(Joined)));
}

// A cache file: its magic line, its fields, and the hash of both, so that
// a file cut short or damaged is known.
std::string packFile(StringRef Magic, ArrayRef<std::string> Fields) {
  std::string Body = Magic.str() + "\n" + joinFields(Fields);
  return Body + hexOf(BLAKE3::hash(arrayRefFromStringRef(Body)));
}

std::optional<std::vector<std::string>> unpackFile(StringRef Text,
                                                   StringRef Magic) {
  const size_t HashDigits = 2 * LLVM_BLAKE3_OUT_LEN;
  if (Text.size() < HashDigits)
    return std::nullopt;
  StringRef Body = Text.drop_back(HashDigits);
  if (hexOf(BLAKE3::hash(arrayRefFromStringRef(Body))) !=
          Text.take_back(HashDigits) ||
      !Body.consume_front(Magic) || !Body.consume_front("\n"))
    return std::nullopt;
  std::vector<std::string> Fields;
  while (!Body.empty()) {
    auto [Length, Rest] = Body.split(':');
    size_t N;
    if (Length.getAsInteger(10, N) || N > Rest.size())
      return std::nullopt;
    Fields.push_back(Rest.take_front(N).str());
    Body = Rest.drop_front(N);
  }
  return Fields;
}

std::optional<std::string> readWhole(const Twine &Path) {
  auto Buffer = MemoryBuffer::getFile(Path, /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return std::nullopt;
  return (*Buffer)->getBuffer().str();
}

// The hash of a file's bytes; "" when it cannot be read (never equal to a
// stored one).
std::string contentHash(const Twine &Path) {
  auto Buffer = MemoryBuffer::getFile(Path, /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return "";
  return hexOf(BLAKE3::hash(arrayRefFromStringRef((*Buffer)->getBuffer())));
}

// Writes \p Text to \p Path all at once: a temporary file in its directory,
// renamed over it. Readers see the old file or the new one, never part.
bool writeAtomically(const std::string &Path, StringRef Text) {
  StringRef Dir = sys::path::parent_path(Path);
  if (sys::fs::create_directories(Dir))
    return false;
  // Never writable by others, whatever the umask: such a file is never
  // served (trustedCacheFile).
  Expected<sys::fs::TempFile> Temp = sys::fs::TempFile::create(
      Dir + "/tmp-%%%%%%%%%%%%",
      sys::fs::owner_read | sys::fs::owner_write | sys::fs::group_read |
          sys::fs::group_write | sys::fs::others_read);
  if (!Temp) {
    consumeError(Temp.takeError());
    return false;
  }
  {
    raw_fd_ostream OS(Temp->FD, /*shouldClose=*/false);
    OS << Text;
    OS.flush();
    if (OS.has_error()) {
      OS.clear_error();
      consumeError(Temp->discard());
      return false;
    }
  }
  if (Error E = Temp->keep(Path)) {
    consumeError(std::move(E));
    return false;
  }
  return true;
}

// Marks a file as just used: eviction removes the least recently used.
void touch(const std::string &Path) {
  int FD;
  if (sys::fs::openFileForReadWrite(Path, FD, sys::fs::CD_OpenExisting,
                                    sys::fs::OF_None))
    return;
  sys::fs::setLastAccessAndModificationTime(FD,
                                            std::chrono::system_clock::now());
  sys::Process::SafelyCloseFileDescriptor(FD);
}

// "500M", "2G", "64K", "1048576" as bytes.
std::optional<uint64_t> parseSize(StringRef S) {
  uint64_t Scale = 1;
  if (!S.empty()) {
    char Unit = toUpper(S.back());
    if (Unit == 'K' || Unit == 'M' || Unit == 'G') {
      Scale = Unit == 'K' ? 1 << 10 : Unit == 'M' ? 1 << 20 : 1 << 30;
      S = S.drop_back();
    }
  }
  uint64_t N;
  if (S.getAsInteger(10, N) || N == 0)
    return std::nullopt;
  return N * Scale;
}

// The working directory, as the child processes see it (LLVM takes $PWD
// where it names the same directory); "" when it cannot be had.
std::string workingDirectory() {
  SmallString<256> Cwd;
  if (sys::fs::current_path(Cwd))
    return "";
  return std::string(Cwd);
}

// Relocation, as ccache's base_dir (issue 47): a fresh build directory (a
// CI job's) hits the entries an earlier one stored. The working directory
// is the base: a path under it is keyed and listed relative to it, and the
// directory itself is keyed only where an argument's relative path leaves
// it (`-I../include`: another directory's ../include is another file,
// which a manifest of absolute paths would not tell). Outputs that name
// the directory (a source inside the build tree, whose copy's #line names
// it) are served only there (the result records it).

// The path an argument gives, where it is one: the whole of a non-option,
// the value after '=' of an option, the value glued to an include option.
StringRef pathIn(StringRef Arg) {
  if (!Arg.starts_with("-"))
    return Arg;
  if (size_t Eq = Arg.find('='); Eq != StringRef::npos)
    return Arg.drop_front(Eq + 1);
  for (StringRef Glued : {"-isystem", "-iquote", "-idirafter", "-include",
                          "-imacros", "-I"})
    if (Arg.starts_with(Glued))
      return Arg.drop_front(Glued.size());
  return "";
}

// Whether \p Arg's path is relative and climbs out of the directory it is
// relative to.
bool leavesWorkingDirectory(StringRef Arg) {
  StringRef Path = pathIn(Arg);
  if (Path.empty() || sys::path::is_absolute(Path))
    return false;
  return any_of(make_range(sys::path::begin(Path), sys::path::end(Path)),
                [](StringRef C) { return C == ".."; });
}

// \p Arg with an absolute path under \p Cwd written relative to it.
std::string relativeArgument(StringRef Arg, StringRef Cwd) {
  StringRef Path = pathIn(Arg);
  StringRef Rest = Path;
  if (Path.empty() || !Rest.consume_front(Cwd))
    return Arg.str();
  if (Rest.empty())
    Rest = ".";
  else if (!Rest.consume_front("/"))
    return Arg.str(); // /a/build2 is not under /a/build
  return (Arg.drop_back(Path.size()) + Rest).str();
}

// A file a run read as the manifest lists it: relative to \p Cwd where it
// is under it.
std::string listedPath(StringRef Path, StringRef Cwd) {
  StringRef Rest = Path;
  if (Cwd.size() > 1 && Rest.consume_front(Cwd) && Rest.consume_front("/"))
    return Rest.str();
  return Path.str();
}

// The file a manifest's path names now.
std::string resolvedPath(StringRef Listed, StringRef Cwd) {
  if (sys::path::is_absolute(Listed))
    return Listed.str();
  return (Cwd + "/" + Listed).str();
}

// Whether any of \p Outputs (name, text, name, text...) names \p Cwd (as
// spelled, or its real path): such outputs are right only there.
bool outputsNameDirectory(ArrayRef<std::string> Outputs, StringRef Cwd) {
  SmallString<256> Real;
  std::vector<std::string> Spellings = {Cwd.str()};
  if (!sys::fs::real_path(Cwd, Real) && Real != Cwd)
    Spellings.push_back(std::string(Real));
  return any_of(Outputs, [&](const std::string &Text) {
    return any_of(Spellings, [&](const std::string &S) {
      return StringRef(Text).contains(S);
    });
  });
}

// A name the rewrite cache writes into its subdirectories: <64 hex
// digits>.manifest or .result, or a temporary tmp-<12 characters>.
bool isCacheFileName(StringRef Name) {
  if (Name.consume_front("tmp-"))
    return Name.size() == 12 && all_of(Name, isAlnum);
  if (!Name.consume_back(".manifest") && !Name.consume_back(".result"))
    return false;
  return Name.size() == 2 * LLVM_BLAKE3_OUT_LEN && all_of(Name, isHexDigit);
}

// One file a run read: its contents' hash, and its stamp when it was
// hashed ("" where none is to be trusted: FileStamp.h).
struct FileRead {
  std::string Path, Hash, Stamp;
};
// One run in a manifest: the files it read.
using FilesRead = std::vector<FileRead>;

// The same files with the same contents (the stamps aside).
bool sameContents(const FilesRead &A, const FilesRead &B) {
  return A.size() == B.size() &&
         std::equal(A.begin(), A.end(), B.begin(),
                    [](const FileRead &X, const FileRead &Y) {
                      return X.Path == Y.Path && X.Hash == Y.Hash;
                    });
}

std::vector<FilesRead> readManifest(const std::string &Path) {
  std::vector<FilesRead> Runs;
  std::optional<std::string> Text = readWhole(Path);
  if (!Text)
    return Runs;
  std::optional<std::vector<std::string>> Fields =
      unpackFile(*Text, ManifestMagic);
  if (!Fields)
    return Runs;
  for (size_t I = 0; I < Fields->size();) {
    size_t N;
    if (StringRef((*Fields)[I]).getAsInteger(10, N) ||
        I + 1 + 3 * N > Fields->size())
      return {}; // damaged: every run is suspect
    FilesRead Run;
    for (size_t J = I + 1; J < I + 1 + 3 * N; J += 3)
      Run.push_back({(*Fields)[J], (*Fields)[J + 1], (*Fields)[J + 2]});
    Runs.push_back(std::move(Run));
    I += 1 + 3 * N;
  }
  return Runs;
}

std::string packManifest(const std::vector<FilesRead> &Runs) {
  std::vector<std::string> Fields;
  for (const FilesRead &Run : Runs) {
    Fields.push_back(std::to_string(Run.size()));
    for (const FileRead &F : Run) {
      Fields.push_back(F.Path);
      Fields.push_back(F.Hash);
      Fields.push_back(F.Stamp);
    }
  }
  return packFile(ManifestMagic, Fields);
}

// The key of the outputs of a run: the first key and what it read (the
// contents, never the stamps).
std::string resultKey(const std::string &Key, const FilesRead &Run) {
  std::vector<std::string> Fields = {Key};
  for (const FileRead &F : Run) {
    Fields.push_back(F.Path);
    Fields.push_back(F.Hash);
  }
  return hashOf(Fields);
}

// Whether the files a run read are what they were: each by its stamp where
// one was recorded and is unchanged, else by its hash; \p Now keeps what
// was learnt of each file for the next run of the manifest.
struct FileNow {
  std::optional<std::string> Stamp, Hash; // computed when first needed
};
bool unchanged(const FilesRead &Run, StringRef Cwd,
               StringMap<FileNow> &Now) {
  return all_of(Run, [&](const FileRead &F) {
    FileNow &N = Now[F.Path];
    std::string Path = resolvedPath(F.Path, Cwd);
    if (!F.Stamp.empty()) {
      if (!N.Stamp) {
        std::optional<FileStamp> S = fileStamp(Path);
        N.Stamp = S ? S->Text : "";
      }
      if (*N.Stamp == F.Stamp)
        return true;
    }
    if (!N.Hash)
      N.Hash = contentHash(Path);
    return *N.Hash == F.Hash;
  });
}

} // namespace

RewriteCache RewriteCache::fromEnvironment(bool Off) {
  RewriteCache Cache;
  if (Off)
    return Cache;
  SmallString<256> Dir;
  if (std::optional<std::string> Given =
          sys::Process::GetEnv("WARPAGG_CACHE_DIR");
      Given && !Given->empty()) {
    Dir = *Given;
  } else if (std::optional<std::string> Xdg =
                 sys::Process::GetEnv("XDG_CACHE_HOME");
             Xdg && sys::path::is_absolute(*Xdg)) {
    Dir = *Xdg;
    sys::path::append(Dir, "warpagg");
  } else if (sys::path::home_directory(Dir)) {
    sys::path::append(Dir, ".cache", "warpagg");
  } else {
    return Cache; // nowhere to keep it
  }
  Cache.MaxBytes = DefaultMaxBytes;
  if (std::optional<std::string> Size =
          sys::Process::GetEnv("WARPAGG_CACHE_SIZE")) {
    std::optional<uint64_t> Bytes = parseSize(*Size);
    if (!Bytes) {
      errs() << "warpagg-launch: warning: WARPAGG_CACHE_SIZE: '" << *Size
             << "' is not a size (e.g. 500M, 2G): the rewrite cache is off\n";
      return Cache;
    }
    Cache.MaxBytes = *Bytes;
  }
  sys::fs::make_absolute(Dir);
  Cache.Directory = std::string(Dir);
  return Cache;
}

std::string
RewriteCache::firstKey(const std::vector<std::string> &Command,
                       const std::string &Source,
                       const std::vector<std::string> &ConfigFiles) {
  std::vector<std::string> Fields = {KeyVersion};
  std::string Cwd = workingDirectory();
  if (Cwd.empty())
    return "";
  // The directory itself only where a relative path leaves it (see
  // relativeArgument above).
  bool Relocatable = Cwd != "/" && none_of(Command, leavesWorkingDirectory);
  Fields.push_back(Relocatable ? "(relocatable)" : Cwd);
  // The tool by its size and time, as ccache knows a compiler: hashing its
  // bytes would cost more than many rewrites save.
  SmallString<256> Tool;
  sys::fs::file_status Status;
  if (Command.empty() || sys::fs::real_path(Command.front(), Tool) ||
      sys::fs::status(Tool, Status))
    return "";
  Fields.push_back(std::string(Tool));
  Fields.push_back(std::to_string(Status.getSize()));
  Fields.push_back(std::to_string(
      Status.getLastModificationTime().time_since_epoch().count()));
  Fields.push_back(std::to_string(Command.size()));
  for (const std::string &Arg : Command)
    Fields.push_back(Relocatable ? relativeArgument(Arg, Cwd) : Arg);
  std::string SourceHash = contentHash(Source);
  if (SourceHash.empty())
    return "";
  Fields.push_back(SourceHash);
  for (const std::string &Config : ConfigFiles) {
    Fields.push_back(Relocatable ? listedPath(Config, Cwd) : Config);
    Fields.push_back(contentHash(Config));
  }
  Fields.push_back("CUDA_PATH=" +
                   sys::Process::GetEnv("CUDA_PATH").value_or("(unset)"));
  return hashOf(Fields);
}

std::string RewriteCache::fileFor(const std::string &Key,
                                  const char *Extension) const {
  return Directory + "/" + Key.substr(0, 1) + "/" + Key + Extension;
}

bool RewriteCache::usable(const std::string &Key) const {
  // A link in a subdirectory's place is not the cache's: neither read,
  // written nor pruned (its target may be anyone's files).
  return notALink(Directory + "/" + Key.substr(0, 1));
}

std::optional<int> RewriteCache::restore(const std::string &Key,
                                         const Workspace &Files) const {
  std::string Manifest = fileFor(Key, ".manifest");
  std::string Cwd = workingDirectory();
  if (!usable(Key) || !trustedCacheFile(Manifest))
    return std::nullopt;
  StringMap<FileNow> Now;
  for (const FilesRead &Run : readManifest(Manifest)) {
    if (!unchanged(Run, Cwd, Now))
      continue;
    std::string ResultKey = resultKey(Key, Run);
    std::string Result = fileFor(ResultKey, ".result");
    std::optional<std::string> Text;
    if (usable(ResultKey) && trustedCacheFile(Result))
      Text = readWhole(Result);
    std::optional<std::vector<std::string>> Fields =
        Text ? unpackFile(*Text, ResultMagic) : std::nullopt;
    int Status;
    if (!Fields || Fields->size() < 2 || Fields->size() % 2 != 0 ||
        StringRef(Fields->front()).getAsInteger(10, Status))
      continue;
    // Outputs that name the directory they were made in: only there.
    if (!(*Fields)[1].empty() && (*Fields)[1] != Cwd)
      continue;
    for (size_t I = 2; I < Fields->size(); I += 2)
      if (Files.outputPath((*Fields)[I]).empty())
        return std::nullopt; // names no file of ours: not to be trusted
    std::string Why;
    if (!Files.makeCopyDirectory(Why))
      return std::nullopt;
    for (const std::string &Old : Files.rewriteOutputs())
      sys::fs::remove(Files.outputPath(Old)); // a side file of an older run
    for (size_t I = 2; I < Fields->size(); I += 2) {
      std::error_code EC;
      raw_fd_ostream OS(Files.outputPath((*Fields)[I]), EC);
      OS << (*Fields)[I + 1];
      OS.close();
      if (EC || OS.has_error()) {
        OS.clear_error();
        return std::nullopt; // warpagg runs and writes them all again
      }
    }
    touch(Result);
    touch(Manifest);
    return Status;
  }
  return std::nullopt;
}

void RewriteCache::store(const std::string &Key, const Workspace &Files,
                         const std::string &FilesReadList,
                         sys::TimePoint<> Started, int Status) const {
  std::optional<std::string> List = readWhole(FilesReadList);
  std::string Cwd = workingDirectory();
  if (!List || Cwd.empty() || !usable(Key))
    return;
  FilesRead Run;
  SmallVector<StringRef, 64> Lines;
  StringRef(*List).split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef Line : Lines) {
    // A file changed while warpagg ran may have been read before or after
    // the change: which, no hash can tell. Stamped after the hash, so that
    // a change during the hash shows too.
    std::string Hash = contentHash(Line);
    std::optional<FileStamp> Stamp = fileStamp(Line);
    if (Hash.empty() || !Stamp || Stamp->Modified >= Started)
      return;
    Run.push_back(
        {listedPath(Line, Cwd), Hash, trustedStamp(*Stamp, Started)});
  }
  if (Run.empty())
    return;

  std::vector<std::string> Outputs = {std::to_string(Status), ""};
  for (const std::string &Name : Files.rewriteOutputs()) {
    std::optional<std::string> Text = readWhole(Files.outputPath(Name));
    if (!Text)
      return;
    Outputs.push_back(Name);
    Outputs.push_back(std::move(*Text));
  }
  if (outputsNameDirectory(ArrayRef(Outputs).drop_front(2), Cwd))
    Outputs[1] = Cwd;
  std::string ResultKey = resultKey(Key, Run);
  if (!usable(ResultKey) ||
      !writeAtomically(fileFor(ResultKey, ".result"),
                       packFile(ResultMagic, Outputs)))
    return;
  // The newest run first; another writer's run of the same moment may be
  // lost, which costs a rewrite, never a wrong copy.
  std::string Manifest = fileFor(Key, ".manifest");
  std::vector<FilesRead> Runs = readManifest(Manifest);
  erase_if(Runs, [&](const FilesRead &R) { return sameContents(R, Run); });
  Runs.insert(Runs.begin(), Run);
  if (Runs.size() > MaxManifestEntries)
    Runs.resize(MaxManifestEntries);
  writeAtomically(Manifest, packManifest(Runs));
  evict(Key.substr(0, 1));
  if (ResultKey[0] != Key[0])
    evict(ResultKey.substr(0, 1));
}

void RewriteCache::evict(const std::string &Subdirectory) const {
  // Opened once, not through a link; only the cache's own names removed
  // (CacheDirectory.h says why).
  CacheDirectory Dir(Directory + "/" + Subdirectory);
  std::vector<CacheDirectory::File> Entries;
  uint64_t Total = 0;
  auto Now = std::chrono::system_clock::now();
  for (CacheDirectory::File &F : Dir.files()) {
    if (!isCacheFileName(F.Name))
      continue;
    // Another writer's temporary file is its own, unless a killed one
    // left it long ago.
    if (StringRef(F.Name).starts_with("tmp-")) {
      if (Now - F.Modified > std::chrono::hours(1))
        Dir.remove(F.Name);
      continue;
    }
    Total += F.Size;
    Entries.push_back(std::move(F));
  }
  uint64_t Share = MaxBytes / Subdirectories;
  if (Total <= Share)
    return;
  sort(Entries, [](const CacheDirectory::File &A,
                   const CacheDirectory::File &B) {
    return A.Modified < B.Modified;
  });
  for (const CacheDirectory::File &E : Entries) {
    if (Total <= Share / 10 * 9)
      break;
    if (Dir.remove(E.Name))
      Total -= E.Size;
  }
}

} // namespace warpagg_launch
