# tests/ut/codegen/test_pto_codegen.py::test_gm_scalar_write_between_converted_ops_keeps_store_and_reload (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.InOut[pl.Tensor[[16, 32], pl.FP32]],
        first: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
        second: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ):
        r = pl.row_max(x)
        first[0:16, 0:1] = r
        pl.tensor.write(x, [0, 0], pl.const(1.0, pl.FP32))
        y = pl.add(x, 2.0)
        second[0:16, 0:32] = y
        return  # noqa: PLR1711 (DSL return terminator)
