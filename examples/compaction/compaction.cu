// Stream compaction (filtering): keep the elements that pass a predicate,
// each thread reserving its output slot with atomicAdd on one global counter
// and using the returned index.
//
//   compaction [percent_kept]      (default: 25)
//
// 2^25 random keys in [0, 1000000); an element is kept when key < threshold,
// threshold chosen so that about percent_kept % pass. The output order is
// whatever the atomics give, so the check is that the output is a permutation
// of the expected set.
#include "example_support.h"

#include <string>

constexpr int kN = 1 << 25;
constexpr int kKeyRange = 1000000;

__global__ void filter(const int* __restrict__ src, int n, int threshold,
                       int* dst, int* nres) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && src[i] < threshold) dst[atomicAdd(nres, 1)] = src[i];
}

int main(int argc, char** argv) {
  const int percent = argc > 1 ? std::atoi(argv[1]) : 25;
  if (percent < 0 || percent > 100) {
    std::fprintf(stderr, "usage: %s [percent_kept 0..100]\n", argv[0]);
    return 2;
  }
  const int threshold = kKeyRange / 100 * percent;
  example::print_device();
  std::printf("n=%d percent_kept=%d\n", kN, percent);

  example::Rng rng(777);
  std::vector<int> src(kN);
  for (auto& v : src) v = static_cast<int>(rng.below(kKeyRange));

  example::DeviceBuffer<int> d_src(src), d_dst(kN), d_nres(1);
  const unsigned threads = 256;
  const float ms = example::time_median_ms(
      [&] { d_nres.zero(); },
      [&] {
        filter<<<example::blocks_for(kN, threads), threads>>>(
            d_src.get(), kN, threshold, d_dst.get(), d_nres.get());
      });

  std::vector<int> expected;
  for (int v : src)
    if (v < threshold) expected.push_back(v);
  const int got_n = d_nres.download()[0];
  bool pass = got_n == static_cast<int>(expected.size());
  if (!pass) {
    std::printf("nres = %d, expected %zu\n", got_n, expected.size());
  } else {
    std::vector<int> got = d_dst.download();
    got.resize(got_n);
    std::sort(got.begin(), got.end());
    std::sort(expected.begin(), expected.end());
    pass = example::count_mismatches("sorted dst", got, expected) == 0;
  }
  std::printf("kept=%d\n", got_n);
  return example::report(ms, pass);
}
