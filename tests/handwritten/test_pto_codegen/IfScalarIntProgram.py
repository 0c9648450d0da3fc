# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_if_stmt_scalar_result_preserves_integer_dtype (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class IfScalarIntProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        flag: pl.Scalar[pl.INDEX],
        value: pl.Scalar[pl.INT32],
        delta_one: pl.Scalar[pl.INT32],
        delta_two: pl.Scalar[pl.INT32],
        out: pl.Out[pl.Tensor[[1], pl.INT32]],
    ) -> pl.Tensor[[1], pl.INT32]:
        if flag == 0:
            result = value + delta_one
        else:
            result = value + delta_two
        combined: pl.Scalar[pl.INT32] = result + value
        final: pl.Tensor[[1], pl.INT32] = pl.tensor.write(out, [0], combined)
        return final
