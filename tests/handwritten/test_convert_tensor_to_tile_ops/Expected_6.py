# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertTensorToTileOps::test_shared_kv_one_load_two_matmuls_b_trans (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        q: pl.Tensor[[16, 64], pl.BF16],
        p: pl.Tensor[[16, 64], pl.BF16],
        kv_src: pl.Tensor[[128, 64], pl.BF16],
        ret0_out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        kv_tile: pl.Tile[[64, 64], pl.BF16, pl.MemorySpace.Mat] = pl.load(
            kv_src, [0, 0], [64, 64], [64, 64], target_memory=pl.MemorySpace.Mat
        )
        q_mat: pl.Tile[[16, 64], pl.BF16, pl.MemorySpace.Mat] = pl.load(
            q, [0, 0], [16, 64], [16, 64], target_memory=pl.MemorySpace.Mat
        )
        kv_tile_t = pl.tile.transpose_view(kv_tile)
        qk_tile: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Acc] = pl.tile.matmul(q_mat, kv_tile_t)
        p_mat: pl.Tile[[16, 64], pl.BF16, pl.MemorySpace.Mat] = pl.load(
            p, [0, 0], [16, 64], [16, 64], target_memory=pl.MemorySpace.Mat
        )
        pv_tile: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Acc] = pl.tile.matmul(p_mat, kv_tile)
        out_tile = pl.tile.add(qk_tile, pv_tile)
        out_store: pl.Tensor[[16, 64], pl.FP32] = pl.store(out_tile, [0, 0], ret0_out)
        return out_store

    @pl.function
    def main(
        self,
        q: pl.Tensor[[16, 64], pl.BF16],
        p: pl.Tensor[[16, 64], pl.BF16],
        kv_src: pl.Tensor[[128, 64], pl.BF16],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0_out: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        out: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(q, p, kv_src, ret0_out)
        return out
