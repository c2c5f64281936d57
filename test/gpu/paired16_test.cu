// test/gpu/paired16_test.cu -- execution test of the opt-in paired 16-bit adds
// (WARPAGG_PAIRED_16BIT=1, runtime/include/warpagg/paired16.cuh; sm_90+).
//
// For __half and __nv_bfloat16, every strategy, result used and discarded:
//   * the table equals the CPU sum exactly (values are small integers whose
//     partial sums stay exactly representable in the type);
//   * the other half of every touched word is unchanged bit for bit: keys
//     address even slots only ("sparse") and the odd slots hold random
//     non-NaN patterns, or every slot is a key ("dense");
//   * returned values (counters: every update +1) are exactly init, init+1,
//     ..., init+count-1 per key: one serial order;
//   * partial warps (n not a multiple of 32, blocks of 96), odd lanes only,
//     and random subsets of lanes.
// Exit status 0 when everything passed; prints one line per failure.
// The runtime includes CUDA's 16-bit float headers itself here (the opt-in
// WARPAGG_ENABLE_16BIT, config.cuh): they come after it, in common.cuh.
#define WARPAGG_ENABLE_16BIT 1
#include <warpagg/warpagg.cuh>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <type_traits>
#include <vector>

#include "common.cuh"

#if !WARPAGG_PAIRED_16BIT
#error "build this test with -DWARPAGG_PAIRED_16BIT=1 (see CMakeLists.txt)"
#endif

namespace {

enum class shape { all, odd_lanes, subset };

template <class H, warpagg::strategy S, bool Ret>
__global__ void add_kernel(H* table, const int* slot, const H* val, const unsigned char* take, H* old, int n,
                           shape sh) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (sh == shape::odd_lanes && (threadIdx.x & 1) == 0) return;
  if (sh == shape::subset && !take[i]) return;
  if constexpr (Ret) {
    old[i] = warpagg::atomic_add<S>(table + slot[i], val[i]);
  } else {
    warpagg::reduce_add<S>(table + slot[i], val[i]);
  }
}

template <class H> unsigned short bits(H h) {
  unsigned short b;
  std::memcpy(&b, &h, 2);
  return b;
}
template <class H> H from_bits(unsigned short b) {
  H h;
  std::memcpy(static_cast<void*>(&h), &b, 2);
  return h;
}
template <class H> double to_double(H h) { return static_cast<double>(static_cast<float>(h)); }
template <class H> bool is_nan_bits(unsigned short b);
template <> bool is_nan_bits<__half>(unsigned short b) { return (b & 0x7c00) == 0x7c00 && (b & 0x3ff); }
template <> bool is_nan_bits<__nv_bfloat16>(unsigned short b) { return (b & 0x7f80) == 0x7f80 && (b & 0x7f); }

int failures = 0, passes = 0;

template <class H, warpagg::strategy S, bool Ret>
void run_case(const char* sname, int keys, bool sorted, bool sparse, shape sh, wt::rng& g) {
  const int cap = std::is_same<H, __half>::value ? 2048 : 256;  // integers exact up to here
  const int n = std::min(5000, keys * (cap / 4)) + 7;          // +7: a partial last warp
  const int slots = sparse ? 2 * keys + 2 : keys + 1;
  std::vector<int> slot(n);
  std::vector<H> val(n);
  std::vector<unsigned char> take(n);
  for (int i = 0; i < n; ++i) {
    const int k = sorted ? static_cast<int>(static_cast<long long>(i) * keys / n) : static_cast<int>(g.below(keys));
    slot[i] = sparse ? 2 * k : k;
    val[i] = Ret ? H(1.0f) : H(static_cast<float>(static_cast<int>(g.below(5)) - 2));  // counters / -2..2
    take[i] = static_cast<unsigned char>(g.below(3) != 0);
  }
  std::vector<unsigned short> init(slots);
  for (auto& b : init) {
    do b = static_cast<unsigned short>(g.below(65536));
    while (is_nan_bits<H>(b));  // neighbours: any non-NaN pattern (see paired16.cuh)
  }
  for (int s = 0; s < slots; ++s)  // keys: small integers, so that every sum is exact
    if (!sparse || s % 2 == 0) init[s] = bits(H(static_cast<float>(static_cast<int>(g.below(9)) - 4)));
  // CPU reference (in double: every partial sum is a small integer).
  std::vector<double> ref(slots);
  std::vector<int> count(slots, 0);
  for (int s = 0; s < slots; ++s) ref[s] = to_double(from_bits<H>(init[s]));
  std::vector<bool> runs(n);
  for (int i = 0; i < n; ++i) {
    const int lane_in_block = i % 96;
    runs[i] = sh == shape::all || (sh == shape::odd_lanes && (lane_in_block & 1)) || (sh == shape::subset && take[i]);
    if (runs[i]) {
      ref[slot[i]] += to_double(val[i]);
      ++count[slot[i]];
    }
  }
  H *d_table, *d_val, *d_old;
  int* d_slot;
  unsigned char* d_take;
  CUDA_CHECK(cudaMalloc(&d_table, 2 * slots));
  CUDA_CHECK(cudaMalloc(&d_val, 2 * n));
  CUDA_CHECK(cudaMalloc(&d_old, 2 * n));
  CUDA_CHECK(cudaMalloc(&d_slot, 4 * n));
  CUDA_CHECK(cudaMalloc(&d_take, n));
  CUDA_CHECK(cudaMemcpy(d_table, init.data(), 2 * slots, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_val, val.data(), 2 * n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_slot, slot.data(), 4 * n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_take, take.data(), n, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_old, 0x7f, 2 * n));  // poison: a NaN in both types
  add_kernel<H, S, Ret><<<(n + 95) / 96, 96>>>(d_table, d_slot, d_val, d_take, d_old, n, sh);
  CUDA_CHECK_LAUNCH();
  std::vector<unsigned short> got(slots), old(n);
  CUDA_CHECK(cudaMemcpy(got.data(), d_table, 2 * slots, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(old.data(), d_old, 2 * n, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(d_table));
  CUDA_CHECK(cudaFree(d_val));
  CUDA_CHECK(cudaFree(d_old));
  CUDA_CHECK(cudaFree(d_slot));
  CUDA_CHECK(cudaFree(d_take));

  char what[160];
  std::snprintf(what, sizeof what, "%s %s %s keys=%d %s %s shape=%d", std::is_same<H, __half>::value ? "half" : "bf16",
                sname, Ret ? "atomic_add" : "reduce_add", keys, sorted ? "sorted" : "random",
                sparse ? "sparse" : "dense", static_cast<int>(sh));
  bool ok = true;
  for (int s = 0; s < slots && ok; ++s) {
    const bool neighbour = sparse && s % 2 == 1;
    if (neighbour ? got[s] != init[s] : to_double(from_bits<H>(got[s])) != ref[s]) {
      std::printf("FAIL %s: slot %d (%s) is %04x (%g), want %g\n", what, s, neighbour ? "neighbour" : "key", got[s],
                  to_double(from_bits<H>(got[s])), neighbour ? to_double(from_bits<H>(init[s])) : ref[s]);
      ok = false;
    }
  }
  if (Ret && ok) {  // per slot, the returned values are init + 0, 1, ..., count-1
    std::vector<std::vector<double>> seen(slots);
    for (int i = 0; i < n && ok; ++i) {
      if (!runs[i]) {
        if (old[i] != 0x7f7f) ok = false, std::printf("FAIL %s: element %d did not run but its output changed\n", what, i);
        continue;
      }
      seen[slot[i]].push_back(to_double(from_bits<H>(old[i])));
    }
    for (int s = 0; s < slots && ok; ++s) {
      std::sort(seen[s].begin(), seen[s].end());
      const double base = to_double(from_bits<H>(init[s]));
      for (size_t j = 0; j < seen[s].size() && ok; ++j)
        if (seen[s][j] != base + static_cast<double>(j)) {
          std::printf("FAIL %s: slot %d: returned values are not init..init+%zu\n", what, s, seen[s].size() - 1);
          ok = false;
        }
    }
  }
  ok ? ++passes : ++failures;
}

template <class H, warpagg::strategy S> void run_strategy(const char* sname, wt::rng& g) {
  const int key_spaces[] = {1, 2, 3, 17, 256, 4096};
  for (int keys : key_spaces)
    for (int sorted = 0; sorted < 2; ++sorted)
      for (int sparse = 0; sparse < 2; ++sparse)
        for (shape sh : {shape::all, shape::odd_lanes, shape::subset}) {
          run_case<H, S, false>(sname, keys, sorted, sparse, sh, g);
          run_case<H, S, true>(sname, keys, sorted, sparse, sh, g);
        }
}

template <class H> void run_type(wt::rng& g) {
  run_strategy<H, warpagg::strategy::adaptive>("adaptive", g);
  run_strategy<H, warpagg::strategy::runs>("runs", g);
  run_strategy<H, warpagg::strategy::match>("match", g);
  run_strategy<H, warpagg::strategy::ballot_loop>("ballot_loop", g);
}

}  // namespace

int main(int argc, char** argv) {
  unsigned long long seed = argc > 2 && std::string(argv[1]) == "--seed" ? std::strtoull(argv[2], nullptr, 0) : 0;
  if (!seed) seed = static_cast<unsigned long long>(time(nullptr));
  std::printf("paired 16-bit adds: seed %llu\n", seed);
  wt::rng g(seed);
  run_type<__half>(g);
  run_type<__nv_bfloat16>(g);
  std::printf("%s: %d passed, %d failed\n", failures ? "FAILED" : "PASSED", passes, failures);
  return failures ? 1 : 0;
}
