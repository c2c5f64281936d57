// test/gpu/profile_main.cu -- the instrumented build counts exactly (issue 28).
//
// generated/profile_kernels.instrumented.cu is `warpagg --instrument` of
// profile_kernels.cu (generate_profile.sh). Run without arguments, this
// program is the test: it runs itself as a child (--child) that launches
// every kernel on known data and checks their results against a CPU
// reference (instrumenting changes no result), and that writes its profile
// at exit to $WARPAGG_PROFILE_FILE; the parent parses that JSON and checks
// every counter of every site exactly against what the CPU computes for the
// distribution (warp by warp: partial warps at the end of the grid and of
// blocks whose size is not a multiple of 32, both sides of a divergent
// branch). Then: two children at once write two files (%p), a profile path
// that cannot be written leaves the child's exit status 0 with a
// "warpagg profile:" message, and an existing file is replaced whole.
//   warpagg_profile_tests            the test (prints PASSED or FAILED)
//   warpagg_profile_tests --child    one instrumented run
#include "generated/profile_kernels.instrumented.cu"

#include <cuda_runtime.h>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <cctype>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

extern char **environ;

namespace {

#define CHECK_CUDA(call)                                                       \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,       \
                   cudaGetErrorName(e_));                                      \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

int g_checks = 0, g_failures = 0;

void expect(bool ok, const std::string &what) {
  ++g_checks;
  if (!ok) {
    ++g_failures;
    if (g_failures <= 100)
      std::printf("FAIL: %s\n", what.c_str());
  }
}

// ---- the data and launches, the same in parent and child ---------------------
struct Launch {
  int n, block;
};

struct Data {
  std::vector<int> runs, contiguous, random, divergent;
  Data() {
    unsigned long long s = 2026;
    auto next = [&] {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      return static_cast<unsigned>(s >> 33);
    };
    for (int i = 0; i < 2000; ++i)
      runs.push_back(i / 8);
    for (int i = 0; i < 1001; ++i)
      contiguous.push_back(i);
    for (int i = 0; i < 5000; ++i)
      random.push_back(static_cast<int>(next() % 64));
    for (int i = 0; i < 3000; ++i)
      divergent.push_back(static_cast<int>(next() % 256));
  }
};

// The third uniform launch fills every SM with more than 256 threads (any
// GPU of up to 1024 SMs); every other launch has at most 8192 threads, at
// most 256 per SM on any GPU of 32 SMs or more: low_occupancy counts exactly
// the executions of the others.
const Launch kUniform[] = {{1000, 256}, {33, 100}, {262144, 256}};
constexpr long long kFewThreads = 8192, kManyThreads = 262144;
const Launch kRuns{2000, 100}, kContiguous{1001, 256}, kRandom{5000, 128},
    kDivergent{3000, 256}, kDoubles{777, 64}, kStrided{500, 96},
    kSlots{3333, 256};

int blocks(const Launch &l) { return (l.n + l.block - 1) / l.block; }

template <class T> T *device_copy(const std::vector<T> &v) {
  T *d = nullptr;
  CHECK_CUDA(cudaMalloc(&d, v.size() * sizeof(T)));
  CHECK_CUDA(cudaMemcpy(d, v.data(), v.size() * sizeof(T),
                        cudaMemcpyHostToDevice));
  return d;
}

template <class T> std::vector<T> host_copy(const T *d, size_t n) {
  std::vector<T> v(n);
  CHECK_CUDA(cudaMemcpy(v.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  return v;
}

std::vector<unsigned> histogram(const std::vector<int> &keys, size_t size) {
  std::vector<unsigned> h(size, 0);
  for (int k : keys)
    ++h[k];
  return h;
}

// The child: every kernel once (pk_uniform twice), results against the CPU.
int child() {
  Data D;
  unsigned *uniform = device_copy(std::vector<unsigned>(1, 0));
  for (const Launch &l : kUniform)
    pk_uniform<<<blocks(l), l.block>>>(uniform, l.n);
  expect(host_copy(uniform, 1)[0] == 1033u + 262144u, "pk_uniform: the counter");

  struct Hist {
    const char *name;
    void (*kernel)(unsigned *, const int *, int);
    const std::vector<int> &keys;
    Launch l;
    size_t size;
  } hists[] = {{"pk_runs", pk_runs, D.runs, kRuns, 250},
               {"pk_contiguous", pk_contiguous, D.contiguous, kContiguous, 1001},
               {"pk_random", pk_random, D.random, kRandom, 64}};
  for (const Hist &h : hists) {
    unsigned *out = device_copy(std::vector<unsigned>(h.size, 0));
    int *keys = device_copy(h.keys);
    h.kernel<<<blocks(h.l), h.l.block>>>(out, keys, h.l.n);
    expect(host_copy(out, h.size) == histogram(h.keys, h.size),
           std::string(h.name) + ": the histogram");
  }

  {
    unsigned *even = device_copy(std::vector<unsigned>(128, 0));
    unsigned *odd = device_copy(std::vector<unsigned>(128, 0));
    int *keys = device_copy(D.divergent);
    pk_divergent<<<blocks(kDivergent), kDivergent.block>>>(even, odd, keys,
                                                           kDivergent.n);
    std::vector<unsigned> want_even(128, 0), want_odd(128, 0);
    for (int i = 0; i < kDivergent.n; ++i) {
      int k = D.divergent[i];
      if (k & 1)
        ++want_odd[k >> 1];
      else
        want_even[k >> 1] = std::max(want_even[k >> 1], unsigned(i));
    }
    expect(host_copy(odd, 128) == want_odd, "pk_divergent: odd counts");
    expect(host_copy(even, 128) == want_even, "pk_divergent: even maxima");
  }
  {
    double *out = device_copy(std::vector<double>(kDoubles.n, 0.0));
    pk_doubles<<<blocks(kDoubles), kDoubles.block>>>(out, kDoubles.n);
    expect(host_copy(out, kDoubles.n) == std::vector<double>(kDoubles.n, 1.5),
           "pk_doubles: every element");
  }
  {
    auto *out = device_copy(std::vector<unsigned long long>(2 * kStrided.n, 0));
    pk_strided<<<blocks(kStrided), kStrided.block>>>(out, kStrided.n);
    std::vector<unsigned long long> want(2 * kStrided.n, 0);
    for (int i = 0; i < kStrided.n; ++i)
      want[2 * i] = 1ull << (i % 64);
    expect(host_copy(out, want.size()) == want, "pk_strided: every element");
  }
  {
    unsigned *counter = device_copy(std::vector<unsigned>(1, 0));
    int *order = device_copy(std::vector<int>(kSlots.n, -1));
    pk_slots<<<blocks(kSlots), kSlots.block>>>(counter, order, kSlots.n);
    std::vector<int> got = host_copy(order, kSlots.n);
    std::sort(got.begin(), got.end());
    std::vector<int> want(kSlots.n);
    for (int i = 0; i < kSlots.n; ++i)
      want[i] = i;
    expect(host_copy(counter, 1)[0] == unsigned(kSlots.n), "pk_slots: count");
    expect(got == want, "pk_slots: every thread its own slot");
  }
  CHECK_CUDA(cudaGetLastError());
  std::printf("child: %d checks, %d failures\n", g_checks, g_failures);
  return g_failures ? 1 : 0;
}

// ---- what the CPU expects ------------------------------------------------------
struct Counts {
  unsigned long long executions = 0, lanes = 0, addresses = 0, with_peers = 0,
                     uniform = 0, contiguous = 0, runs = 0, element_bytes = 0,
                     key_span = 0, low_occupancy = 0;
  long long lowest = LLONG_MAX, highest = LLONG_MIN;
};

// Adds the warp executions of one launch: \p address(i) is the element
// thread i updates, or -1 where it does not make the call.
void simulate(Counts &c, const Launch &l, unsigned bytes,
              const std::function<long long(int)> &address) {
  c.element_bytes = bytes;
  const long long threads = static_cast<long long>(blocks(l)) * l.block;
  expect(threads <= kFewThreads || threads >= kManyThreads,
         "the test's launches are clearly small or clearly large");
  for (int b = 0; b < blocks(l); ++b)
    for (int w = 0; w * 32 < l.block; ++w) {
      std::vector<long long> a; // the active lanes' elements, in lane order
      for (int t = w * 32; t < std::min(l.block, w * 32 + 32); ++t) {
        int i = b * l.block + t;
        if (i < l.n && address(i) >= 0)
          a.push_back(address(i));
      }
      if (a.empty())
        continue;
      std::set<long long> distinct(a.begin(), a.end());
      bool peers = distinct.size() < a.size();
      bool steps = true, adjacent = true;
      for (size_t j = 1; j < a.size(); ++j)
        steps &= a[j] == a[j - 1] + 1;
      for (long long x : distinct) { // x's lanes one block among the active
        size_t first = std::find(a.begin(), a.end(), x) - a.begin();
        size_t last = a.rend() - std::find(a.rbegin(), a.rend(), x) - 1;
        adjacent &= size_t(std::count(a.begin(), a.end(), x)) ==
                    last - first + 1;
      }
      ++c.executions;
      c.lanes += a.size();
      c.addresses += distinct.size();
      c.with_peers += peers;
      c.uniform += a.size() > 1 && distinct.size() == 1;
      c.contiguous += a.size() > 1 && steps;
      c.runs += peers && distinct.size() > 1 && adjacent;
      c.low_occupancy += threads <= kFewThreads;
      c.lowest = std::min(c.lowest, *distinct.begin());
      c.highest = std::max(c.highest, *distinct.rbegin());
    }
  c.key_span = c.executions ? c.highest - c.lowest + 1 : 0;
}

struct Expected {
  const char *function, *call;
  Counts counts;
};

std::vector<Expected> expectations() {
  Data D;
  std::vector<Expected> E;
  auto Add = [&](const char *f, const char *call) -> Counts & {
    E.push_back({f, call, {}});
    return E.back().counts;
  };
  Counts &uniform = Add("pk_uniform", "atomicAdd");
  for (const Launch &l : kUniform)
    simulate(uniform, l, 4, [](int) { return 0; });
  simulate(Add("pk_runs", "atomicAdd"), kRuns, 4,
           [&](int i) { return D.runs[i]; });
  simulate(Add("pk_contiguous", "atomicAdd"), kContiguous, 4,
           [&](int i) { return D.contiguous[i]; });
  simulate(Add("pk_random", "atomicAdd"), kRandom, 4,
           [&](int i) { return D.random[i]; });
  simulate(Add("pk_divergent", "atomicAdd"), kDivergent, 4, [&](int i) {
    int k = D.divergent[i];
    return k & 1 ? k >> 1 : -1LL;
  });
  simulate(Add("pk_divergent", "atomicMax"), kDivergent, 4, [&](int i) {
    int k = D.divergent[i];
    return k & 1 ? -1LL : k >> 1;
  });
  simulate(Add("pk_doubles", "atomicAdd"), kDoubles, 8,
           [](int i) { return i; });
  simulate(Add("pk_strided", "atomicOr"), kStrided, 8,
           [](int i) { return 2LL * i; });
  simulate(Add("pk_slots", "atomicAdd"), kSlots, 4, [](int) { return 0; });
  return E;
}

// ---- a small JSON reader (objects, arrays, strings, unsigned integers) -------
struct Json {
  enum Kind { Null, Number, String, Array, Object } kind = Null;
  unsigned long long number = 0;
  std::string text;
  std::vector<Json> items;
  std::vector<std::pair<std::string, Json>> fields;
  const Json *get(const std::string &key) const {
    for (const auto &f : fields)
      if (f.first == key)
        return &f.second;
    return nullptr;
  }
};

struct Reader {
  const std::string &s;
  size_t at = 0;
  bool ok = true;
  void blanks() {
    while (at < s.size() && std::strchr(" \t\r\n", s[at]))
      ++at;
  }
  bool eat(char c) {
    blanks();
    if (at < s.size() && s[at] == c) {
      ++at;
      return true;
    }
    return false;
  }
  std::string string() {
    std::string out;
    if (!eat('"'))
      return ok = false, out;
    while (at < s.size() && s[at] != '"') {
      if (s[at] == '\\' && at + 1 < s.size()) {
        char e = s[++at];
        if (e == 'u' && at + 4 < s.size()) {
          out += static_cast<char>(std::stoi(s.substr(at + 1, 4), nullptr, 16));
          at += 4;
        } else {
          out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
        }
      } else {
        out += s[at];
      }
      ++at;
    }
    if (!eat('"'))
      ok = false;
    return out;
  }
  Json value() {
    Json v;
    blanks();
    if (at >= s.size()) {
      ok = false;
    } else if (s[at] == '{') {
      v.kind = Json::Object;
      ++at;
      if (!eat('}')) {
        do {
          std::string key = string();
          if (!eat(':'))
            ok = false;
          v.fields.emplace_back(key, value());
        } while (ok && eat(','));
        if (!eat('}'))
          ok = false;
      }
    } else if (s[at] == '[') {
      v.kind = Json::Array;
      ++at;
      if (!eat(']')) {
        do
          v.items.push_back(value());
        while (ok && eat(','));
        if (!eat(']'))
          ok = false;
      }
    } else if (s[at] == '"') {
      v.kind = Json::String;
      v.text = string();
    } else if (std::isdigit(static_cast<unsigned char>(s[at]))) {
      v.kind = Json::Number;
      size_t used = 0;
      v.number = std::stoull(s.substr(at), &used);
      at += used;
    } else {
      ok = false;
    }
    return v;
  }
};

bool parse(const std::string &text, Json &out) {
  Reader r{text};
  out = r.value();
  r.blanks();
  return r.ok && r.at == text.size();
}

std::string read_file(const std::string &path, bool &found) {
  std::ifstream in(path, std::ios::binary);
  found = static_cast<bool>(in);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Checks one profile file against every expectation.
void check_profile(const std::string &path, const char *label) {
  bool found = false;
  std::string text = read_file(path, found);
  expect(found, std::string(label) + ": the profile " + path + " exists");
  if (!found)
    return;
  Json root;
  expect(parse(text, root), std::string(label) + ": the profile is JSON");
  const Json *format = root.get("format"), *version = root.get("version"),
             *sites = root.get("sites");
  expect(format && format->text == "warpagg-profile", "format");
  expect(version && version->number == 1, "version");
  if (!sites || sites->kind != Json::Array)
    return expect(false, std::string(label) + ": sites");
  std::vector<Expected> E = expectations();
  expect(sites->items.size() == E.size(),
         std::string(label) + ": " + std::to_string(E.size()) + " sites, got " +
             std::to_string(sites->items.size()));
  std::map<std::string, std::vector<unsigned long long>> lines_of_hash;
  for (const Expected &e : E) {
    std::string name = std::string(label) + ": " + e.function + " " + e.call;
    const Json *site = nullptr;
    int matches = 0;
    for (const Json &s : sites->items) {
      const Json *f = s.get("function"), *c = s.get("call");
      if (f && c && f->text == e.function && c->text == e.call) {
        site = &s;
        ++matches;
      }
    }
    expect(matches == 1, name + ": one site in the profile");
    if (!site)
      continue;
    const Json *file = site->get("file"), *line = site->get("line"),
               *hash = site->get("hash");
    std::string key = file ? file->text : "";
    expect(key.size() >= 18 &&
               key.compare(key.size() - 18, 18, "profile_kernels.cu") == 0,
           name + ": the key names profile_kernels.cu, not a copy: " + key);
    expect(line && line->number > 0, name + ": a line");
    expect(hash && hash->text.size() == 16 &&
               hash->text.find_first_not_of("0123456789abcdef") ==
                   std::string::npos,
           name + ": a hash of 16 hex digits");
    if (hash && line)
      lines_of_hash[hash->text].push_back(line->number);
    const std::pair<const char *, unsigned long long> fields[] = {
        {"executions", e.counts.executions}, {"lanes", e.counts.lanes},
        {"addresses", e.counts.addresses},   {"with_peers", e.counts.with_peers},
        {"uniform", e.counts.uniform},       {"contiguous", e.counts.contiguous},
        {"runs", e.counts.runs},             {"element_bytes", e.counts.element_bytes},
        {"key_span", e.counts.key_span},     {"low_occupancy", e.counts.low_occupancy}};
    for (const auto &[field, want] : fields) {
      const Json *got = site->get(field);
      expect(got && got->kind == Json::Number && got->number == want,
             name + ": " + field + " " +
                 (got ? std::to_string(got->number) : "missing") +
                 ", the CPU says " + std::to_string(want));
    }
    // The keys, relative to the table the address indexes: every site but
    // pk_slots' (`atomicAdd(counter, 1u)`) and pk_uniform's (`&out[0]`, the
    // same one address): no index, no keys recorded.
    const Json *low = site->get("key_low"), *high = site->get("key_high");
    if (std::string(e.function) == "pk_slots" ||
        std::string(e.function) == "pk_uniform")
      expect(!low && !high, name + ": no key_low/key_high (no index)");
    else
      expect(low && high && low->kind == Json::Number &&
                 high->kind == Json::Number &&
                 static_cast<long long>(low->number) == e.counts.lowest &&
                 static_cast<long long>(high->number) == e.counts.highest,
             name + ": keys " +
                 (low && high ? std::to_string(low->number) + ".." +
                                    std::to_string(high->number)
                              : std::string("missing")) +
                 ", the CPU says " + std::to_string(e.counts.lowest) + ".." +
                 std::to_string(e.counts.highest));
  }
  // pk_runs, pk_contiguous and pk_random: one text, three lines.
  bool three = false;
  for (const auto &[hash, lines] : lines_of_hash)
    if (lines.size() == 3)
      three = std::set<unsigned long long>(lines.begin(), lines.end()).size() == 3;
  expect(three, std::string(label) +
                    ": the three calls of one text share a hash, not a line");
}

// Runs this program with --child and WARPAGG_PROFILE_FILE=profile (stderr to
// \p err when given); returns its pid.
pid_t spawn_child(const std::string &self, const std::string &profile,
                  const std::string &err = "") {
  std::vector<std::string> env_text;
  for (char **e = environ; *e; ++e)
    if (std::strncmp(*e, "WARPAGG_PROFILE_FILE=", 21) != 0)
      env_text.push_back(*e);
  env_text.push_back("WARPAGG_PROFILE_FILE=" + profile);
  std::vector<char *> env;
  for (std::string &s : env_text)
    env.push_back(&s[0]);
  env.push_back(nullptr);
  std::string flag = "--child";
  std::string path = self;
  char *argv[] = {&path[0], &flag[0], nullptr};
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  if (!err.empty())
    posix_spawn_file_actions_addopen(&actions, 2, err.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t pid = -1;
  if (posix_spawn(&pid, self.c_str(), &actions, nullptr, argv, env.data()) != 0)
    pid = -1;
  posix_spawn_file_actions_destroy(&actions);
  return pid;
}

int wait_for(pid_t pid) {
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) != pid)
    return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

std::string replace_pid(std::string pattern, pid_t pid) {
  size_t at = pattern.find("%p");
  return pattern.replace(at, 2, std::to_string(pid));
}

int parent(const std::string &self) {
  // This process is instrumented too: its own (empty) profile goes nowhere.
  setenv("WARPAGG_PROFILE_FILE", "/dev/null", 1);
  char dir_template[] = "/tmp/warpagg-profile-test-XXXXXX";
  const char *made = mkdtemp(dir_template);
  if (!made) {
    std::printf("FAILED: cannot make a temporary directory\n");
    return 1;
  }
  std::string dir = made;

  // 1. One run: every counter exact.
  std::string one = dir + "/one-%p.profile.json";
  pid_t pid = spawn_child(self, one);
  expect(wait_for(pid) == 0, "the instrumented child ran and its results are right");
  check_profile(replace_pid(one, pid), "one run");

  // 2. Two processes at once: two files, by process id.
  std::string two = dir + "/two-%p.profile.json";
  pid_t a = spawn_child(self, two), b = spawn_child(self, two);
  expect(wait_for(a) == 0 && wait_for(b) == 0, "two children at once");
  expect(a != b, "two process ids");
  check_profile(replace_pid(two, a), "first of two");
  check_profile(replace_pid(two, b), "second of two");

  // 3. A profile that cannot be written: a message, the status unchanged.
  std::string err = dir + "/cannot.err";
  pid = spawn_child(self, dir, err); // a directory: never replaced
  expect(wait_for(pid) == 0, "an unwritable profile leaves the exit status 0");
  bool found = false;
  std::string message = read_file(err, found);
  expect(message.find("warpagg profile: cannot write '" + dir + "'") !=
             std::string::npos,
         "an unwritable profile is reported on stderr: " + message);

  // 4. An existing, longer file is replaced whole (no %p: a fixed name).
  std::string fixed = dir + "/fixed.profile.json";
  {
    std::ofstream old(fixed);
    old << std::string(200000, 'x');
  }
  pid = spawn_child(self, fixed);
  expect(wait_for(pid) == 0, "a child writing a fixed name");
  check_profile(fixed, "replaced file");

  std::string cleanup = "rm -rf '" + dir + "'";
  if (!g_failures && std::system(cleanup.c_str()) != 0)
    std::printf("note: could not remove %s\n", dir.c_str());
  if (g_failures) {
    std::printf("FAILED: %d of %d checks (files kept in %s)\n", g_failures,
                g_checks, dir.c_str());
    return 1;
  }
  std::printf("PASSED: %d checks\n", g_checks);
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc > 1 && std::strcmp(argv[1], "--child") == 0)
    return child();
  char self[4096];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) {
    std::printf("FAILED: cannot find this program\n");
    return 1;
  }
  self[n] = '\0';
  return parent(self);
}
