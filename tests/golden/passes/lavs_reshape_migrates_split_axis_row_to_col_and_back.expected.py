@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 1], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        seed_vec = pl.tile.aiv_shard(cube_seed, split=1)  # noqa: F841
        col = pl.tile.load(data, [0 + subblock_idx * 8, 0], [8, 1], target_memory=pl.Mem.Vec)
        row = pl.tile.reshape(col, [1, 8])
        inv_row = pl.tile.recip(row)
        back = pl.tile.reshape(inv_row, [8, 1])
        out_store = pl.tile.store(back, [0 + subblock_idx * 8, 0], out_0)
        return out_store
