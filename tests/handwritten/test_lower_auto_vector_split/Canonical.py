# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_outlined_region_still_lowers_and_stamps (hand-written)
import pypto.language as pl


@pl.program
class Canonical:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            base = aiv_id * 64
            c = pl.store(pl.exp(pl.load(a, [base, 0], [64, 128])), [base, 0], c)
        return c
