# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertGatherOp::test_gather_conversion_strided_tile_source_materializes (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        src: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 8], pl.INT32],
        ret0__out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        full__tile = pl.tile.create([4, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        assemble_src = pl.tile.load(src, [0, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
        full_1__tile = pl.tile.assemble(full__tile, assemble_src, [0, 0])
        rope__tile = pl.tile.slice(full_1__tile, [4, 8], [0, 8])
        gather_inp = pl.tile.slice(rope__tile, [4, 8], [0, 0], [4, 8])
        gather_src_alloc = pl.tile.create([4, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        gather_src_copy = pl.tile.assemble(gather_src_alloc, gather_inp, [0, 0])
        gather_idx = pl.tile.load(idx, [0, 0], [4, 8], [4, 8], target_memory=pl.Mem.Vec)
        gather_lin = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        gather_lin2d = pl.tile.reshape(gather_lin, [4, 8])
        gather_row_ids = pl.tile.divs(gather_lin2d, pl.const(8, pl.INT32))
        gather_row_base = pl.tile.muls(gather_row_ids, pl.const(8, pl.INT32))
        gather_flat_idx = pl.tile.add(gather_idx, gather_row_base)
        gather_tmp = pl.tile.create([4, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather = pl.tile.gather(gather_src_copy, gather_flat_idx, gather_tmp)
        out__tile: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = gather
        ret0__store = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self,
        src: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 8], pl.INT32],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        ret0__out = pl.tensor.create([4, 8], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out = self.main_incore_0(src, idx, ret0__out)
        return out
