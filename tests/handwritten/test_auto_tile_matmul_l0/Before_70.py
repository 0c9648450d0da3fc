# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0ExistingPipelineDbC::test_rejects_noncanonical_assemble_target (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        q: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 512], pl.BF16],
    ) -> pl.Tile[[16, 512], pl.BF16, pl.Mem.Mat]:
        q_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            q, [0, 0], [16, 128], target_memory=pl.Mem.Mat
        )
        q_l0: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(
            q_mat, target_memory=pl.Mem.Left
        )
        b_mat: pl.Tile[[128, 512], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            b, [0, 0], [128, 512], target_memory=pl.Mem.Mat
        )
        scratch: pl.Tile[[16, 512], pl.BF16, pl.Mem.Mat] = pl.tile.create(
            [16, 512], dtype=pl.BF16, target_memory=pl.Mem.Mat
        )
        for ni in pl.pipeline(0, 512, 128, stage=2):
            b_l0: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_mat, 0, ni, [128, 128], target_memory=pl.Mem.Right
            )
            c: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q_l0, b_l0)
            _scratch_s: pl.Tile[[16, 512], pl.BF16, pl.Mem.Mat] = pl.tile.assemble(
                scratch, c, [0, ni]
            )
        return scratch
