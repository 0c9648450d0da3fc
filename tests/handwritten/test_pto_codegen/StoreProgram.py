# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_tile_store_lowering (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class StoreProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def store_test(self, input: pl.Tensor[[32, 32], pl.FP32], output: pl.Tensor[[32, 32], pl.FP32]):
        tile = pl.load(input, offsets=[0, 0], shapes=[32, 32])
        pl.store(tile, offsets=[0, 0], output_tensor=output)
