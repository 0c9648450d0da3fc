@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[16, 4], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 4], pl.FP32],
        out_0: pl.Out[pl.Tensor[[1, 16], pl.FP32]],
    ) -> pl.Tensor[[1, 16], pl.FP32]:
        subblock_idx = pl.tile.get_subblock_idx()
        seed_vec = pl.tile.aiv_shard(cube_seed, split=1)  # noqa: F841
        v = pl.tile.load(data, [0 + subblock_idx * 8, 0], [8, 4], [8, 4], target_memory=pl.Mem.Vec)
        # The window follows the source onto its own axis: 8 rows, not 16.
        sl = pl.tile.slice(v, [8, 1], [0, 0], [], [1])
        # The store lands on result axis 1, where the split axis now lives.
        out_store = pl.tile.store(sl, [0, 0 + subblock_idx * 8], out_0)
        return out_store
