# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_for_loop_tensor_iter_arg (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class ForTensorIterArgProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def loop_store(
        self,
        a: pl.Tensor[[128, 64], pl.FP32],
        output: pl.Tensor[[128, 64], pl.FP32],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for i, (out_iter,) in pl.range(2, init_values=(output,)):
            offset_i: pl.Scalar[pl.INDEX] = i * 64
            tile: pl.Tile[[64, 64], pl.FP32] = pl.load(a, [offset_i, 0], [64, 64])
            updated: pl.Tensor[[128, 64], pl.FP32] = pl.store(tile, [offset_i, 0], out_iter)
            result = pl.yield_(updated)
        return result
