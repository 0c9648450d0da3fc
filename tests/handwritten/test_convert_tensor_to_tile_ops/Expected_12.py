# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_returned_assemble_loop_keeps_live_init_assignment (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.InOut[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        buf: pl.Tensor[[1, 64], pl.FP32] = x
        for i, (acc,) in pl.range(2, init_values=(buf,)):
            off: pl.Scalar[pl.INDEX] = i * 32
            chunk__tile = pl.load(buf, [0, off], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            acc_next__tile = pl.store(chunk__tile, [0, off], acc)
            result = pl.yield_(acc_next__tile)
        return result

    @pl.function
    def main(self, x: pl.InOut[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        y = self.main_incore_0(x)
        return y
