# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertGatherOp::test_gather_conversion_a2a3_per_row (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        inp: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 3], pl.INT32],
        ret0__out: pl.Out[pl.Tensor[[4, 3], pl.FP32]],
    ) -> pl.Tensor[[4, 3], pl.FP32]:
        gather_acc_init = pl.tile.create([4, 3], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(4, init_values=(gather_acc_init,)):
            gather_inp_row = pl.tile.load(
                inp, [gather_lv, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec
            )
            gather_idx_row = pl.tile.load(
                idx, [gather_lv, 0], [1, 3], [1, 3], target_memory=pl.Mem.Vec
            )
            gather_row_tmp = pl.tile.create([1, 3], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv = pl.yield_(gather_asmbl)
        out__tile: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = gather_rv
        ret0__store = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self,
        inp: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 3], pl.INT32],
    ) -> pl.Tensor[[4, 3], pl.FP32]:
        ret0__out = pl.tensor.create([4, 3], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out = self.main_incore_0(inp, idx, ret0__out)
        return out
