// bench/precision/main.cu -- driver of the precision benchmarks (issue 15):
// kernels whose atomics warpagg leaves alone, timed as written (plain), as
// the tool's output (tool: the same text, generated/kernels_plain.tool.cu)
// and with every global atomic forced through the runtime (forced: what the
// rewrite the tool now declines would cost).
//
//   precision_bench <variant label> [--quick] [--reps N]
//
// Workloads:
//   flush-histogram: 16M keys (a bell-shaped distribution: the mean of four
//     uniform draws) into 4096 bins, one block-privatised __shared__
//     histogram per block (4 blocks per SM, 256 threads, grid-stride), each
//     flushed by the lane-distinct loop (4096 global atomics per block);
//   match-leader: 16M weights counted into 1M keys (sorted, each moved to
//     the next key with probability 1/2: runs of about 16), aggregated by
//     hand with __match_any_sync + __reduce_add_sync, the leader adding;
//   warp-row-spmv: a 100k-row CSR matrix with power-law row lengths (4 to
//     20k, about 20M nonzeros), one warp per chunk of 256 nonzeros of a row, a
//     shuffle reduction, lane 0 adding to y[row].
// Each result is checked against a CPU reference before any timing (counts
// exactly, sums within 1e-5 relative to the sum of magnitudes); a wrong
// result is reported and not timed. Times: median of --reps (default 21)
// runs (CUDA events) after 3 warm-ups, outputs reset before each (not
// timed). Prints one line per workload: "<workload>,<variant>,<median us>,<min us>,<correct>".
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "../../test/gpu/common.cuh"  // CUDA_CHECK, wt::rng
#include "kernels.h"

namespace {
using wt::download;
using wt::upload;

int g_reps = 21;
bool g_quick = false;
const char* g_variant = "plain";


// Checks once (after \p reset), then times; prints the CSV line.
void measure(const char* workload, const std::function<void()>& reset, const std::function<void()>& launch,
             const std::function<bool(std::string&)>& check) {
  reset();
  launch();
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::string why;
  const bool ok = check(why);
  double med = NAN, mn = NAN;
  if (ok) {
    cudaEvent_t a, b;
    CUDA_CHECK(cudaEventCreate(&a));
    CUDA_CHECK(cudaEventCreate(&b));
    std::vector<double> t;
    for (int r = 0; r < g_reps + 3; ++r) {
      reset();
      CUDA_CHECK(cudaDeviceSynchronize());
      CUDA_CHECK(cudaEventRecord(a));
      launch();
      CUDA_CHECK(cudaEventRecord(b));
      CUDA_CHECK(cudaEventSynchronize(b));
      float ms = 0;
      CUDA_CHECK(cudaEventElapsedTime(&ms, a, b));
      if (r >= 3) t.push_back(ms * 1000.0);
    }
    CUDA_CHECK(cudaEventDestroy(a));
    CUDA_CHECK(cudaEventDestroy(b));
    std::sort(t.begin(), t.end());
    med = t[t.size() / 2];
    mn = t.front();
  } else {
    std::fprintf(stderr, "%s %s WRONG: %s\n", workload, g_variant, why.c_str());
  }
  std::printf("%s,%s,%.1f,%.1f,%s\n", workload, g_variant, med, mn, ok ? "correct" : "WRONG");
  std::fflush(stdout);
}

// A check that every count equals the reference, naming the first that
// does not.
std::function<bool(std::string&)> exact_check(const char* what, const unsigned* dev,
                                              const std::vector<unsigned>& ref) {
  return [=, &ref](std::string& why) {
    const std::vector<unsigned> got = download(dev, ref.size());
    for (size_t k = 0; k < ref.size(); ++k)
      if (got[k] != ref[k]) {
        why = std::string(what) + " " + std::to_string(k) + ": " + std::to_string(got[k]) + ", want " +
              std::to_string(ref[k]);
        return false;
      }
    return true;
  };
}

void flush_histogram(int sms) {
  const int n = g_quick ? 1 << 20 : 16 << 20, bins = 4096, blocks = 4 * sms;
  wt::rng g(11);
  std::vector<unsigned> keys(n), ref(bins, 0);
  for (int i = 0; i < n; ++i) {
    unsigned s = 0;
    for (int d = 0; d < 4; ++d) s += static_cast<unsigned>(g.next() % bins);
    keys[i] = s / 4;
    ++ref[keys[i]];
  }
  unsigned* d_keys = upload(keys);
  unsigned* d_hist = nullptr;
  CUDA_CHECK(cudaMalloc(&d_hist, bins * sizeof(unsigned)));
  measure(
      "flush-histogram", [&] { CUDA_CHECK(cudaMemsetAsync(d_hist, 0, bins * sizeof(unsigned))); },
      [&] { launch_flush_histogram(d_keys, n, d_hist, bins, blocks); }, exact_check("bin", d_hist, ref));
  CUDA_CHECK(cudaFree(d_keys));
  CUDA_CHECK(cudaFree(d_hist));
}

void match_leader() {
  const int n = g_quick ? 1 << 20 : 16 << 20, keys = n / 16;
  wt::rng g(12);
  std::vector<int> key(n);
  std::vector<unsigned> weight(n), ref(keys, 0);
  for (int i = 0; i < n; ++i) {
    key[i] = std::min(keys - 1, static_cast<int>(static_cast<long long>(i) * keys / n) + static_cast<int>(g.next() & 1));
    weight[i] = 1 + static_cast<unsigned>(g.next() % 8);
    ref[key[i]] += weight[i];
  }
  int* d_key = upload(key);
  unsigned* d_weight = upload(weight);
  unsigned* d_count = nullptr;
  CUDA_CHECK(cudaMalloc(&d_count, keys * sizeof(unsigned)));
  measure(
      "match-leader", [&] { CUDA_CHECK(cudaMemsetAsync(d_count, 0, keys * sizeof(unsigned))); },
      [&] { launch_match_leader(d_key, d_weight, n, d_count); }, exact_check("key", d_count, ref));
  CUDA_CHECK(cudaFree(d_key));
  CUDA_CHECK(cudaFree(d_weight));
  CUDA_CHECK(cudaFree(d_count));
}

void warp_row_spmv() {
  const int rows = g_quick ? 10000 : 100000, cols = 1 << 20, chunk = 256;
  wt::rng g(13);
  std::vector<int> row_ptr(rows + 1, 0), col;
  std::vector<float> val, x(cols);
  for (int c = 0; c < cols; ++c) x[c] = static_cast<float>(g.next() % 1000) / 500.0f - 1.0f;
  for (int r = 0; r < rows; ++r) {
    // Power law: length 4 / u^1.5, capped at 20k (mean about 200).
    const double u = (static_cast<double>(g.next() % 1000000) + 1.0) / 1000001.0;
    // (capped in double: 4 / u^1.5 reaches 4e9 for the smallest u, past int)
    const int len = static_cast<int>(std::min(20000.0, 4.0 / std::pow(u, 1.5)));
    row_ptr[r + 1] = row_ptr[r] + len;
    for (int j = 0; j < len; ++j) {
      col.push_back(static_cast<int>(g.next() % cols));
      val.push_back(static_cast<float>(g.next() % 2000) / 1000.0f - 1.0f);
    }
  }
  std::vector<int> chunk_row, chunk_begin, chunk_end;
  for (int r = 0; r < rows; ++r)
    for (int b = row_ptr[r]; b < row_ptr[r + 1]; b += chunk) {
      chunk_row.push_back(r);
      chunk_begin.push_back(b);
      chunk_end.push_back(std::min(b + chunk, row_ptr[r + 1]));
    }
  std::vector<double> ref(rows, 0.0), mag(rows, 0.0);
  for (int r = 0; r < rows; ++r)
    for (int j = row_ptr[r]; j < row_ptr[r + 1]; ++j) {
      ref[r] += static_cast<double>(val[j]) * x[col[j]];
      mag[r] += std::fabs(static_cast<double>(val[j]) * x[col[j]]);
    }
  const int chunks = static_cast<int>(chunk_row.size());
  int *d_row = upload(chunk_row), *d_begin = upload(chunk_begin), *d_end = upload(chunk_end), *d_col = upload(col);
  float *d_val = upload(val), *d_x = upload(x), *d_y = nullptr;
  CUDA_CHECK(cudaMalloc(&d_y, rows * sizeof(float)));
  measure(
      "warp-row-spmv", [&] { CUDA_CHECK(cudaMemsetAsync(d_y, 0, rows * sizeof(float))); },
      [&] { launch_warp_row_spmv(d_row, d_begin, d_end, chunks, d_col, d_val, d_x, d_y); },
      [&](std::string& why) {
        const std::vector<float> got = download(d_y, rows);
        for (int r = 0; r < rows; ++r)
          if (!(std::fabs(got[r] - ref[r]) <= 1e-5 * (mag[r] + 1.0))) {
            why = "row " + std::to_string(r) + ": " + std::to_string(got[r]) + ", want " + std::to_string(ref[r]);
            return false;
          }
        return true;
      });
  for (void* p : {static_cast<void*>(d_row), static_cast<void*>(d_begin), static_cast<void*>(d_end),
                  static_cast<void*>(d_col), static_cast<void*>(d_val), static_cast<void*>(d_x),
                  static_cast<void*>(d_y)})
    CUDA_CHECK(cudaFree(p));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <variant label> [--quick] [--reps N]\n", argv[0]);
    return 2;
  }
  g_variant = argv[1];
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--quick")) {
      g_quick = true;
      g_reps = 5;
    } else if (!std::strcmp(argv[i], "--reps") && i + 1 < argc) {
      g_reps = std::atoi(argv[++i]);
    } else {
      std::fprintf(stderr, "unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }
  int dev = 0, sms = 0;
  CUDA_CHECK(cudaGetDevice(&dev));
  CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  flush_histogram(sms);
  match_leader();
  warp_row_spmv();
  return 0;
}
