# tests/ut/codegen/test_pto_codegen.py::test_annotated_scalar_index_expression_stores_an_i32_value (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, out: pl.Out[pl.Tensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        for i in pl.range(4):
            v: pl.Scalar[pl.INT32] = pl.cast(i, pl.INT32) + 1
            pl.write(out, [0, 0], v)
        return out
