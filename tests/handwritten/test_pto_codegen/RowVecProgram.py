# tests/ut/codegen/test_pto_codegen.py::TestColumnVectorCodegen::test_row_vector_stays_nd (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class RowVecProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        row_vec: pl.Tensor[[1, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        v = pl.load(row_vec, [0, 0], [1, 128])
        return pl.store(v, [0, 0], out)
