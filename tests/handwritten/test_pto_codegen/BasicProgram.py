# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_basic_mlir_structure (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class BasicProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def test_func(self, a: pl.Tensor[[32, 32], pl.FP32], b: pl.Tensor[[32, 32], pl.FP32]):
        tile_a = pl.load(a, offsets=[0, 0], shapes=[32, 32])
        tile_b = pl.add(tile_a, 1.0)
        pl.store(tile_b, offsets=[0, 0], output_tensor=b)
