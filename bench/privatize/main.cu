// bench/privatize/main.cu -- the privatization benchmarks (issue 17): byte and
// 16-bit histograms (smooth, noisy and random images; 16 to 4096 bins), one
// float counter, 16 keys of doubles, a weighted (float) 256-bin histogram, a
// rarely hit counter; one element per thread and grid-stride
// (8 blocks of 256 per SM) forms; variants plain, tool/today (warpagg
// --privatize=off), tool/privatized (warpagg), tool/budget4k, anchor (hand-
// written block-private), exp/anchor+agg (the anchor with warp-aggregated
// shared updates) and CUB DeviceHistogram. Every variant's result is checked
// against a CPU reference (outputs start poisoned at a non-zero base) before
// its time counts. Median of --reps launches (cudaEvent), microseconds.
//   priv_bench <outdir> [--reps N] [--n N]
#include "kernels.h"

#include <cub/device/device_histogram.cuh>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define CK(call)                                                                              \
  do {                                                                                        \
    cudaError_t e_ = (call);                                                                  \
    if (e_ != cudaSuccess) {                                                                  \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_)); \
      std::exit(2);                                                                           \
    }                                                                                         \
  } while (0)

#define PRIV_VARIANT(id, label) priv_kernels priv_kernels_##id();
#include "variants.inc"
#undef PRIV_VARIANT
struct variant {
  const char* label;
  priv_kernels k;
};
static std::vector<variant> variants() {
  std::vector<variant> v;
#define PRIV_VARIANT(id, label) v.push_back({label, priv_kernels_##id()});
#include "variants.inc"
#undef PRIV_VARIANT
  return v;
}

namespace {

uint64_t rng_state = 0x1234567;
uint64_t next_rand() {
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// A W-wide image of `bits`-bit samples: smooth (a slow wave, +-1 noise), wave
// (the wave alone: issue 17's "smooth" image, on which plain's atomics are the
// most contended), noisy (the wave, +-12% noise) or random.
template <class S> std::vector<S> image(int n, const std::string& kind, int bits) {
  std::vector<S> v(n);
  const double top = double((1u << bits) - 1), mid = top / 2;
  const int w = 4096;
  for (int i = 0; i < n; ++i) {
    double x = i % w, y = i / w;
    double base = mid + 0.4 * top * std::sin(x / 300.0) * std::cos(y / 200.0);
    double noise = (double(next_rand() % 2001) / 1000.0 - 1.0);
    double s = kind == "smooth" ? base + noise * (top / 255.0)
             : kind == "wave"  ? base
             : kind == "noisy" ? base + noise * 0.12 * top
                               : double(next_rand() & (uint64_t)top);
    v[i] = (S)std::min(top, std::max(0.0, std::round(s)));
  }
  return v;
}

__global__ void read_floor(const uint4* p, size_t n4, unsigned* sink) {
  unsigned x = 0;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n4; i += (size_t)gridDim.x * blockDim.x) {
    uint4 v = p[i];
    x ^= v.x ^ v.y ^ v.z ^ v.w;
  }
  if (x == 0x9e3779b9u) *sink = x;
}

float median(std::vector<float> t) {
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

struct bench {
  int reps = 15;
  int grid = 0;
  FILE* csv = nullptr;
  std::vector<std::string> table;

  // Times f (after `reset` each time), median in microseconds.
  template <class F, class R> float time(F f, R reset) {
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    std::vector<float> t;
    for (int r = 0; r < reps; ++r) {
      reset();
      CK(cudaEventRecord(a));
      f();
      CK(cudaEventRecord(b));
      CK(cudaEventSynchronize(b));
      CK(cudaGetLastError());
      float ms = 0;
      CK(cudaEventElapsedTime(&ms, a, b));
      t.push_back(ms * 1000);
    }
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
    return median(t);
  }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <outdir> [--reps N] [--n N]\n", argv[0]);
    return 2;
  }
  std::string out = argv[1];
  bench B;
  int n = 10000000;
  for (int i = 2; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--reps")) B.reps = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--n")) n = std::atoi(argv[i + 1]);
  }
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  B.grid = prop.multiProcessorCount * 8;
  std::printf("device %s, %d SMs, n = %d, grid-stride grid = %d x %d, reps %d\n", prop.name,
              prop.multiProcessorCount, n, B.grid, kPrivBlock, B.reps);
  B.csv = std::fopen((out + "/privatize.csv").c_str(), "w");
  std::fprintf(B.csv, "workload,form,data,variant,us,ok\n");
  std::vector<variant> vs = variants();
  int failures = 0;

  unsigned* sink;
  CK(cudaMalloc(&sink, 4));
  void* d_in;
  void* d_val;
  void* d_out;
  CK(cudaMalloc(&d_in, (size_t)n * 8));
  CK(cudaMalloc(&d_val, (size_t)n * 8));
  CK(cudaMalloc(&d_out, 4096 * 8));
  void* d_temp = nullptr;
  size_t temp_bytes = 0;

  struct workload {
    priv_workload w;
    const char* name;
    int bits;  // sample bits (0: not a histogram)
    int bins;
  };
  const workload ws[] = {{W_HIST8_16, "hist8_16", 8, 16},     {W_HIST8_64, "hist8_64", 8, 64},
                         {W_HIST8_256, "hist8_256", 8, 256},  {W_HIST16_1024, "hist16_1024", 16, 1024},
                         {W_HIST16_4096, "hist16_4096", 16, 4096}, {W_FSUM, "fsum", 0, 1},
                         {W_KEYS16, "keys16", 0, 16}, {W_WHIST256, "whist256", 0, 256}, {W_RARE, "rare", 0, 1}};
  std::printf("\n== privatization (median us; 'x' = result wrong) ==\n");
  std::printf("%-12s %-4s %-7s %8s", "workload", "form", "data", "floor");
  for (auto& v : vs) std::printf(" %14s", v.label);
  std::printf(" %9s\n", "cub");
  for (const workload& W : ws) {
    std::vector<std::string> kinds = W.bits || W.w == W_WHIST256
                                         ? std::vector<std::string>{"smooth", "noisy", "random"}
                                         : std::vector<std::string>{"random"};
    if (W.w == W_HIST8_256) kinds.insert(kinds.begin() + 1, "wave");
    for (const std::string& kind : kinds) {
      // Input, reference, poison.
      size_t in_bytes = 0, out_bytes = 0;
      std::vector<unsigned> href;
      std::vector<double> dref;
      std::vector<unsigned char> in8;
      std::vector<unsigned short> in16;
      std::vector<float> xf;
      std::vector<int> keys;
      std::vector<double> vals;
      std::vector<float> wts;
      const int shift = W.bits ? W.bits - (int)std::lround(std::log2(W.bins)) : 0;
      if (W.bits == 8) {
        in8 = image<unsigned char>(n, kind, 8);
        href.assign(W.bins, 3u);
        for (int i = 0; i < n; ++i) href[in8[i] >> shift]++;
        CK(cudaMemcpy(d_in, in8.data(), n, cudaMemcpyHostToDevice));
        in_bytes = n;
        out_bytes = W.bins * 4;
      } else if (W.bits == 16) {
        in16 = image<unsigned short>(n, kind, 16);
        href.assign(W.bins, 3u);
        for (int i = 0; i < n; ++i) href[in16[i] >> shift]++;
        CK(cudaMemcpy(d_in, in16.data(), (size_t)n * 2, cudaMemcpyHostToDevice));
        in_bytes = (size_t)n * 2;
        out_bytes = W.bins * 4;
      } else if (W.w == W_WHIST256) {
        in8 = image<unsigned char>(n, kind, 8);
        wts.resize(n);
        dref.assign(256, 1.0);
        for (int i = 0; i < n; ++i) dref[in8[i]] += (wts[i] = float(next_rand() % 1024) / 1024.0f);
        CK(cudaMemcpy(d_in, in8.data(), n, cudaMemcpyHostToDevice));
        CK(cudaMemcpy(d_val, wts.data(), (size_t)n * 4, cudaMemcpyHostToDevice));
        in_bytes = (size_t)n * 5;
        out_bytes = 256 * 4;
      } else if (W.w == W_RARE) {
        // In [0, 1); one element in about a million above the threshold 2.
        xf.resize(n);
        href.assign(1, 3u);
        for (int i = 0; i < n; ++i) {
          xf[i] = next_rand() % 1000000 == 0 ? 3.0f : float(next_rand() % 1024) / 1024.0f;
          href[0] += xf[i] > 2.0f;
        }
        CK(cudaMemcpy(d_in, xf.data(), (size_t)n * 4, cudaMemcpyHostToDevice));
        in_bytes = (size_t)n * 4;
        out_bytes = 4;
      } else if (W.w == W_FSUM) {
        xf.resize(n);
        double s = 1.0;
        for (int i = 0; i < n; ++i) s += (xf[i] = float(next_rand() % 1024) / 1024.0f);
        dref = {s};
        CK(cudaMemcpy(d_in, xf.data(), (size_t)n * 4, cudaMemcpyHostToDevice));
        in_bytes = (size_t)n * 4;
        out_bytes = 4;
      } else {
        keys.resize(n);
        vals.resize(n);
        dref.assign(16, 1.0);
        for (int i = 0; i < n; ++i) {
          keys[i] = (int)(next_rand() % 1000003);
          vals[i] = double(next_rand() % 64) / 16.0;
          dref[keys[i] & 15] += vals[i];
        }
        CK(cudaMemcpy(d_in, keys.data(), (size_t)n * 4, cudaMemcpyHostToDevice));
        CK(cudaMemcpy(d_val, vals.data(), (size_t)n * 8, cudaMemcpyHostToDevice));
        in_bytes = (size_t)n * 12;
        out_bytes = 16 * 8;
      }
      auto reset = [&] {
        if (W.bits || W.w == W_RARE) {
          std::vector<unsigned> p(W.bins, 3u);
          CK(cudaMemcpy(d_out, p.data(), out_bytes, cudaMemcpyHostToDevice));
        } else if (W.w == W_WHIST256) {
          std::vector<float> p(256, 1.0f);
          CK(cudaMemcpy(d_out, p.data(), out_bytes, cudaMemcpyHostToDevice));
        } else if (W.w == W_FSUM) {
          float one = 1.0f;
          CK(cudaMemcpy(d_out, &one, 4, cudaMemcpyHostToDevice));
        } else {
          std::vector<double> p(16, 1.0);
          CK(cudaMemcpy(d_out, p.data(), out_bytes, cudaMemcpyHostToDevice));
        }
      };
      auto check = [&]() -> bool {
        if (W.bits || W.w == W_RARE) {
          std::vector<unsigned> got(W.bins);
          CK(cudaMemcpy(got.data(), d_out, out_bytes, cudaMemcpyDeviceToHost));
          return got == href;
        }
        if (W.w == W_WHIST256) {  // float sums in another order: relative 1e-4
          std::vector<float> got(256);
          CK(cudaMemcpy(got.data(), d_out, out_bytes, cudaMemcpyDeviceToHost));
          for (int j = 0; j < 256; ++j)
            if (std::fabs(got[j] - dref[j]) > 1e-4 * dref[j]) return false;
          return true;
        }
        if (W.w == W_FSUM) {
          float got;
          CK(cudaMemcpy(&got, d_out, 4, cudaMemcpyDeviceToHost));
          return std::fabs(got - dref[0]) <= 1e-4 * dref[0];
        }
        std::vector<double> got(16);
        CK(cudaMemcpy(got.data(), d_out, out_bytes, cudaMemcpyDeviceToHost));
        return got == dref;
      };
      // Reading every input once (keys16, whist256: the keys and the values).
      const size_t val_bytes = W.w == W_KEYS16 ? (size_t)n * 8 : W.w == W_WHIST256 ? (size_t)n * 4 : 0;
      float floor_us = B.time(
          [&] {
            read_floor<<<B.grid, 256>>>(static_cast<const uint4*>(d_in), (in_bytes - val_bytes) / 16, sink);
            if (val_bytes) read_floor<<<B.grid, 256>>>(static_cast<const uint4*>(d_val), val_bytes / 16, sink);
          },
          [] {});
      for (int form = 0; form < 2; ++form) {
        std::string row;
        char buf[64];
        std::snprintf(buf, sizeof buf, "%-12s %-4s %-7s %8.1f", W.name, form ? "grid" : "one", kind.c_str(),
                      floor_us);
        row = buf;
        std::fprintf(B.csv, "%s,%s,%s,floor,%.2f,1\n", W.name, form ? "grid" : "one", kind.c_str(), floor_us);
        priv_launch a{d_in, d_val, d_out, n, B.grid};
        for (auto& v : vs) {
          priv_launcher f = form ? v.k.grid[W.w] : v.k.one[W.w];
          reset();
          f(a);
          CK(cudaGetLastError());
          CK(cudaDeviceSynchronize());
          bool ok = check();
          float us = ok ? B.time([&] { f(a); }, reset) : -1;
          if (!ok) {
            ++failures;
            std::printf("WRONG: %s %s %s %s\n", v.label, W.name, form ? "grid" : "one", kind.c_str());
          }
          std::snprintf(buf, sizeof buf, ok ? " %14.1f" : " %14s", ok ? us : 0.0f);
          if (!ok) std::snprintf(buf, sizeof buf, " %14s", "x");
          row += buf;
          std::fprintf(B.csv, "%s,%s,%s,%s,%.2f,%d\n", W.name, form ? "grid" : "one", kind.c_str(), v.label, us, ok);
        }
        // CUB DeviceHistogram (histograms only; its own launch shape: same
        // number in both forms).
        if (W.bits) {
          auto cub_run = [&] {
            if (W.bits == 8)
              return cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, static_cast<const unsigned char*>(d_in),
                                                         static_cast<unsigned*>(d_out), W.bins + 1, 0, 256, n);
            return cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, static_cast<const unsigned short*>(d_in),
                                                       static_cast<unsigned*>(d_out), W.bins + 1, 0, 65536, n);
          };
          size_t need = 0;
          void* saved = d_temp;
          size_t saved_bytes = temp_bytes;
          d_temp = nullptr;
          CK(cub_run());
          need = temp_bytes;
          d_temp = saved;
          temp_bytes = saved_bytes;
          if (need > temp_bytes) {
            if (d_temp) CK(cudaFree(d_temp));
            CK(cudaMalloc(&d_temp, need));
            temp_bytes = need;
          }
          // CUB overwrites the histogram: check against reference - base.
          CK(cub_run());
          CK(cudaDeviceSynchronize());
          std::vector<unsigned> got(W.bins);
          CK(cudaMemcpy(got.data(), d_out, out_bytes, cudaMemcpyDeviceToHost));
          bool ok = true;
          for (int j = 0; j < W.bins; ++j) ok &= got[j] + 3u == href[j];
          float us = ok ? B.time([&] { CK(cub_run()); }, [] {}) : -1;
          if (!ok) {
            ++failures;
            std::printf("WRONG: cub %s %s\n", W.name, kind.c_str());
          }
          std::snprintf(buf, sizeof buf, ok ? " %9.1f" : " %9s", ok ? us : 0.0f);
          if (!ok) std::snprintf(buf, sizeof buf, " %9s", "x");
          row += buf;
          std::fprintf(B.csv, "%s,%s,%s,cub,%.2f,%d\n", W.name, form ? "grid" : "one", kind.c_str(), us, ok);
        } else {
          row += "         -";
        }
        std::printf("%s\n", row.c_str());
        std::fflush(stdout);
      }
    }
  }
  std::fclose(B.csv);
  std::printf("%s\n", failures ? "FAILED: some variant's result is wrong" : "all results checked: OK");
  return failures ? 1 : 0;
}
