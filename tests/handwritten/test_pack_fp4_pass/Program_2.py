# tests/ut/ir/transforms/test_pack_fp4_pass.py::test_pack_fp4_allows_globalvar_call_with_index_scalar (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP4],
        scale: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP4]],
    ) -> pl.Tensor[[16, 64], pl.FP4]:
        _ = scale
        return pl.store(pl.load(x, [0, 0], [16, 64]), [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[16, 64], pl.FP4],
        scale: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP4]],
    ) -> pl.Tensor[[16, 64], pl.FP4]:
        return self.kernel(x, scale, out)
