# tests/ut/codegen/test_pto_codegen.py::TestColumnVectorCodegen::test_column_vector_auto_dn_layout (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class ColVecProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        col_vec: pl.Tensor[[16, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        v = pl.load(col_vec, [0, 0], [16, 1])
        return pl.store(v, [0, 0], out)
