# tests/ut/ir/transforms/test_pack_fp4_pass.py::test_pack_fp4_rejects_unsupported::case_read (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP4]) -> pl.Scalar[pl.FP4]:
        return pl.read(x, [0, 0])
