// test/gpu/differential/diff_main.cu -- the differential harness (issue 24):
// every generated kernel (generated/kernels.cu, gen_kernels.py) against each
// of the tool's rewrites of it (generated/kernels.<variant>.cu), on the same
// random inputs, outputs poisoned the same way: bit for bit equal (used
// results whose positions depend on the order of atomics as multisets).
// Each kernel as written runs twice first: the two runs must agree too (else
// the generator made a kernel whose result depends on the order of atomics,
// reported as NONDETERMINISTIC, and the run fails).
//
//   warpagg_differential [--seed N] [--every K] [--kernel NAME] [--variant NAME] [--verbose]
//
// --every K runs kernels 0, K, 2K, ... (a subset for compute-sanitizer).
// Prints `differential: N kernels, N identical, N differ` (one kernel per
// rewrite compared); exit status 0 only if nothing differs.
#include "diff.cuh"

#include <algorithm>
#include <cinttypes>

extern const diff::LaunchFn* const diff_table_orig;
extern const diff::LaunchFn* const diff_table_default;
extern const diff::LaunchFn* const diff_table_noprivatize;
extern const diff::LaunchFn* const diff_table_persite_runs;
extern const diff::LaunchFn* const diff_table_match_shared;

namespace {
using wt::upload;

#include "generated/meta.inc"

struct Variant {
  const char* name;
  const diff::LaunchFn* table;
};

const Variant kVariants[] = {
    {"default", diff_table_default},
    {"noprivatize", diff_table_noprivatize},
    {"persite_runs", diff_table_persite_runs},
    {"match_shared", diff_table_match_shared},
};

using bytes = std::vector<unsigned char>;

// key[] in [0, keys): random, sorted runs, three keys, one key per warp, one
// key, i % keys, 90% one key.
std::vector<int> make_keys(wt::rng& r, int n, int keys, int dist) {
  std::vector<int> k(n);
  const uint32_t m = static_cast<uint32_t>(keys);
  const int a = static_cast<int>(r.below(m)), b = static_cast<int>(r.below(m)),
            c = static_cast<int>(r.below(m));
  int cur = static_cast<int>(r.below(m)), left = 0;
  for (int i = 0; i < n; ++i) {
    switch (dist) {
      case 0: k[i] = static_cast<int>(r.below(m)); break;
      case 1:
        if (left == 0) {
          left = 1 + static_cast<int>(r.below(r.below(2) ? 64 : 6));
          cur = (cur + static_cast<int>(r.below(3))) % keys;
        }
        --left;
        k[i] = cur;
        break;
      case 2: { int w = static_cast<int>(r.below(3)); k[i] = w == 0 ? a : w == 1 ? b : c; break; }
      case 3: k[i] = static_cast<int>((static_cast<uint64_t>(i / 32) * 2654435761ull + a) % m); break;
      case 4: k[i] = a; break;
      case 5: k[i] = i % keys; break;
      default: k[i] = r.below(10) ? a : static_cast<int>(r.below(m)); break;
    }
  }
  return k;
}

// Small dyadic floats: every sum of the harness's contributions is exact.
float small_float(wt::rng& r, int range) {
  if (r.below(64) == 0) return -0.0f;
  return static_cast<float>(static_cast<int>(r.below(8u * range + 1)) - 4 * range) * 0.25f;
}

bytes poison(wt::rng& r, const diff::OutDesc& o) {
  bytes b(static_cast<size_t>(o.entries) * diff::type_size(o.type), 0);
  if (o.init == diff::ZERO) return b;
  for (int e = 0; e < o.entries; ++e) {
    unsigned char* p = b.data() + static_cast<size_t>(e) * diff::type_size(o.type);
    if (o.type == diff::T_F32) {
      float f = small_float(r, 64);
      std::memcpy(p, &f, 4);
    } else if (o.type == diff::T_F64) {
      double d = static_cast<double>(small_float(r, 64)) + static_cast<double>(r.below(1024)) / 1024.0;
      if (r.below(64) == 0) d = -0.0;
      std::memcpy(p, &d, 8);
    } else {
      uint64_t v = r.next();
      if (r.below(8) == 0) v = r.below(16);  // small values too: min/max/and meet them
      std::memcpy(p, &v, diff::type_size(o.type));
    }
  }
  return b;
}

std::string show(diff::vtype t, const unsigned char* p) {
  char buf[96];
  uint64_t bits = 0;
  std::memcpy(&bits, p, diff::type_size(t));
  switch (t) {
    case diff::T_I32: { int v; std::memcpy(&v, p, 4); std::snprintf(buf, sizeof buf, "%d", v); break; }
    case diff::T_U32: { unsigned v; std::memcpy(&v, p, 4); std::snprintf(buf, sizeof buf, "%u", v); break; }
    case diff::T_I64: { long long v; std::memcpy(&v, p, 8); std::snprintf(buf, sizeof buf, "%lld", v); break; }
    case diff::T_U64: std::snprintf(buf, sizeof buf, "%" PRIu64, bits); break;
    case diff::T_F32: { float v; std::memcpy(&v, p, 4); std::snprintf(buf, sizeof buf, "%.9g (0x%08" PRIx64 ")", v, bits); break; }
    default: { double v; std::memcpy(&v, p, 8); std::snprintf(buf, sizeof buf, "%.17g (0x%016" PRIx64 ")", v, bits); break; }
  }
  return buf;
}

// The elements of b in ascending order of their bits (a multiset's canonical form).
bytes sorted(const bytes& b, int size) {
  const size_t n = b.size() / size;
  std::vector<uint64_t> v(n, 0);
  for (size_t i = 0; i < n; ++i) std::memcpy(&v[i], b.data() + i * size, size);
  std::sort(v.begin(), v.end());
  bytes out(b.size());
  for (size_t i = 0; i < n; ++i) std::memcpy(out.data() + i * size, &v[i], size);
  return out;
}

// Empty if a and b agree; else what differs first (and how many entries).
std::string compare(const diff::KernelMeta& m, const std::vector<bytes>& a, const std::vector<bytes>& b) {
  for (int o = 0; o < m.nout; ++o) {
    const diff::OutDesc& d = m.out[o];
    const int size = diff::type_size(d.type);
    const bytes& x = d.cmp == diff::SORTED ? sorted(a[o], size) : a[o];
    const bytes& y = d.cmp == diff::SORTED ? sorted(b[o], size) : b[o];
    if (x == y) continue;
    int first = -1, count = 0;
    for (int e = 0; e < d.entries; ++e)
      if (std::memcmp(x.data() + static_cast<size_t>(e) * size, y.data() + static_cast<size_t>(e) * size, size)) {
        if (first < 0) first = e;
        ++count;
      }
    return "output " + std::to_string(o) + " (" + diff::type_name(d.type) + "[" + std::to_string(d.entries) +
           "]" + (d.cmp == diff::SORTED ? ", as a multiset" : "") + "): " + std::to_string(count) +
           " entries differ; first [" + std::to_string(first) + "]: as written " +
           show(d.type, x.data() + static_cast<size_t>(first) * size) + ", rewritten " +
           show(d.type, y.data() + static_cast<size_t>(first) * size);
  }
  return "";
}


}  // namespace

int main(int argc, char** argv) {
  uint64_t seed = 24;
  int every = 1;
  const char* only_kernel = nullptr;
  const char* only_variant = nullptr;
  bool verbose = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--seed") && i + 1 < argc) {
      seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (!std::strcmp(argv[i], "--every") && i + 1 < argc) {
      every = std::max(1, std::atoi(argv[++i]));
    } else if (!std::strcmp(argv[i], "--kernel") && i + 1 < argc) {
      only_kernel = argv[++i];
    } else if (!std::strcmp(argv[i], "--variant") && i + 1 < argc) {
      only_variant = argv[++i];
    } else if (!std::strcmp(argv[i], "--verbose")) {
      verbose = true;
    } else {
      std::fprintf(stderr, "usage: %s [--seed N] [--every K] [--kernel NAME] [--variant NAME] [--verbose]\n",
                   argv[0]);
      return 2;
    }
  }
  int dev = 0;
  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDevice(&dev));
  CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
  std::printf("device: %s (sm_%d%d), seed %llu, %d generated kernels, every %d\n", prop.name, prop.major,
              prop.minor, static_cast<unsigned long long>(seed), kKernels, every);

  long compared = 0, identical = 0, differ = 0, nondeterministic = 0, untouched = 0, ran = 0;
  for (int ki = 0; ki < kKernels; ki += every) {
    const diff::KernelMeta& m = kMeta[ki];
    if (only_kernel && std::strcmp(only_kernel, m.name)) continue;
    ++ran;
    wt::rng r(seed * 1000003ull + static_cast<uint64_t>(ki));
    const int n = m.n;
    std::vector<int> key = make_keys(r, n, m.keys, m.dist), vi(n);
    std::vector<unsigned> vu(n);
    std::vector<long long> vll(n);
    std::vector<unsigned long long> vull(n);
    std::vector<float> vf(n);
    std::vector<double> vd(n);
    for (int i = 0; i < n; ++i) {
      vi[i] = static_cast<int>(r.next());
      vu[i] = static_cast<unsigned>(r.next());
      vll[i] = static_cast<long long>(r.next());
      vull[i] = r.next();
      vf[i] = small_float(r, 8);
      vd[i] = (static_cast<double>(r.below(2048001)) - 1024000.0) / 1024.0;
      if (r.below(16) == 0) {  // small values: ties for min/max, more carries
        vi[i] = static_cast<int>(r.below(8)) - 4;
        vu[i] = r.below(4);
        vll[i] = static_cast<long long>(r.below(8)) - 4;
        vull[i] = r.below(4);
      }
    }
    diff::Inputs in{upload(key), upload(vi), upload(vu), upload(vll), upload(vull), upload(vf), upload(vd)};
    std::vector<bytes> init(m.nout);
    std::vector<void*> dout(m.nout, nullptr);
    for (int o = 0; o < m.nout; ++o) {
      init[o] = poison(r, m.out[o]);
      CUDA_CHECK(cudaMalloc(&dout[o], init[o].size()));
    }
    auto run = [&](const diff::LaunchFn* table) {
      for (int o = 0; o < m.nout; ++o)
        CUDA_CHECK(cudaMemcpy(dout[o], init[o].data(), init[o].size(), cudaMemcpyHostToDevice));
      table[ki](in, dout.data(), n);
      CUDA_CHECK(cudaDeviceSynchronize());
      std::vector<bytes> res(m.nout);
      for (int o = 0; o < m.nout; ++o) {
        res[o].resize(init[o].size());
        CUDA_CHECK(cudaMemcpy(res[o].data(), dout[o], res[o].size(), cudaMemcpyDeviceToHost));
      }
      return res;
    };
    const std::vector<bytes> ref = run(diff_table_orig);
    const std::string again = compare(m, ref, run(diff_table_orig));
    if (!again.empty()) {
      ++nondeterministic;
      std::printf("NONDETERMINISTIC %s (%s): two runs as written differ: %s\n", m.name, m.shape, again.c_str());
    }
    if (ref == init) ++untouched;
    for (const Variant& v : kVariants) {
      if (only_variant && std::strcmp(only_variant, v.name)) continue;
      const std::string why = compare(m, ref, run(v.table));
      ++compared;
      if (why.empty()) {
        ++identical;
        if (verbose) std::printf("ok %s [%s]\n", m.name, v.name);
      } else {
        ++differ;
        std::printf("DIFFER %s [%s] (%s, n %d, keys %d, dist %d): %s\n", m.name, v.name, m.shape, n, m.keys,
                    m.dist, why.c_str());
      }
    }
    for (void* p : dout) CUDA_CHECK(cudaFree(p));
    for (const void* p : {static_cast<const void*>(in.key), static_cast<const void*>(in.vi),
                          static_cast<const void*>(in.vu), static_cast<const void*>(in.vll),
                          static_cast<const void*>(in.vull), static_cast<const void*>(in.vf),
                          static_cast<const void*>(in.vd)})
      CUDA_CHECK(cudaFree(const_cast<void*>(p)));
  }
  std::printf("generated kernels run: %ld (%ld left every output as poisoned)%s\n", ran, untouched,
              nondeterministic ? "" : ", each deterministic as written");
  if (nondeterministic) std::printf("NONDETERMINISTIC as written: %ld (a generator bug)\n", nondeterministic);
  std::printf("differential: %ld kernels, %ld identical, %ld differ\n", compared, identical, differ);
  return differ || nondeterministic || compared == 0 ? 1 : 0;
}
