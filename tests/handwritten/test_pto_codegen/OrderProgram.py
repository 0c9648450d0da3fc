# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_code_generation_order (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class OrderProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def order_test(self, a: pl.Tensor[[32, 32], pl.FP32], b: pl.Tensor[[32, 32], pl.FP32]):
        tile = pl.load(a, offsets=[0, 0], shapes=[32, 32])
        pl.store(tile, offsets=[0, 0], output_tensor=b)
