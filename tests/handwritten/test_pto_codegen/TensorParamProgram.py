# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_tensor_parameters (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class TensorParamProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def tensor_param_func(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Tensor[[64, 64], pl.FP32],
    ):
        tile_a = pl.load(input_a, offsets=[0, 0], shapes=[32, 32])
        tile_b = pl.load(input_b, offsets=[0, 0], shapes=[32, 32])
        tile_c = pl.mul(tile_a, tile_b)
        pl.store(tile_c, offsets=[0, 0], output_tensor=output)
