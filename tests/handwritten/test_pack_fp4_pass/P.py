# tests/ut/ir/transforms/test_pack_fp4_pass.py::test_pack_fp4_rejects_unsupported::case_dynamic (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

k = pl.dynamic("K")


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16, k], pl.FP4]) -> pl.Tensor[[16, k], pl.FP4]:
        return x
