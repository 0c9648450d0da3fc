# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_constants (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class ConstantProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def const_test(self, a: pl.Tensor[[32, 32], pl.FP32], b: pl.Tensor[[32, 32], pl.FP32]):
        tile_a = pl.load(a, offsets=[0, 0], shapes=[32, 32])
        pl.store(tile_a, offsets=[0, 0], output_tensor=b)
