# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_multiple_functions (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class MultiFunc:
    @pl.function(type=pl.FunctionType.InCore)
    def func1(self, a: pl.Tensor[[32, 32], pl.FP32], b: pl.Tensor[[32, 32], pl.FP32]):
        tile = pl.load(a, offsets=[0, 0], shapes=[32, 32])
        pl.store(tile, offsets=[0, 0], output_tensor=b)

    @pl.function(type=pl.FunctionType.InCore)
    def func2(self, x: pl.Tensor[[32, 32], pl.FP32], y: pl.Tensor[[32, 32], pl.FP32]):
        tile = pl.load(x, offsets=[0, 0], shapes=[32, 32])
        pl.store(tile, offsets=[0, 0], output_tensor=y)
