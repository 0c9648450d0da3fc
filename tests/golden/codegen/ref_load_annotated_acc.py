# ptoc: compile --backend 910B
# The reference's case (a tile.load with target_memory=pl.Mem.Vec whose result the program annotates pl.Mem.Acc): the op's rule decides the space, so the tile is a Vec tile as in the reference's .pto, loc() paths naming this file (target_arch as ptoas 0.60 names it)

@pl.program
class TestProg:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def test_fn(x: pl.Tensor[[64, 64], pl.FP32]):
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef("mem_acc_0", 0, 16384), pl.Mem.Acc] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)