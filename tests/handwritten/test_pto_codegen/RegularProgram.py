# tests/ut/codegen/test_pto_codegen.py::TestColumnVectorCodegen::test_regular_2d_nd_unchanged (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class RegularProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t = pl.load(a, [0, 0], [16, 128])
        return pl.store(t, [0, 0], out)
