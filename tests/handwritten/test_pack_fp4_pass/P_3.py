# tests/ut/ir/transforms/test_pack_fp4_pass.py::test_pack_fp4_rejects_unsupported::case_dyn_offset (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP4]],
        offset: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 32], pl.FP4]:
        return pl.store(pl.load(x, [0, offset], [16, 32]), [0, 0], out)
