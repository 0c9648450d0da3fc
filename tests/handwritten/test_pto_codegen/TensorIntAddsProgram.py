# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_tensor_int_literal_scalar_is_not_index (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class TensorIntAddsProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def adds_test(self, a: pl.Tensor[[32, 32], pl.INT32]) -> pl.Tensor[[32, 32], pl.INT32]:
        return pl.tensor.adds(a, 5)
