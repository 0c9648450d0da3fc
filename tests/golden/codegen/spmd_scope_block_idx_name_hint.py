# ptoc: compile --backend 910B --no-emit-loc
# The reference's case _string___Original__10 (test_scope_parsing): a `with pl.spmd(..., name_hint="stage1_spmd") as tid:`
# over tile code that reads the block index is Spmd(InCore(body)): the kernel is named "stage1"
# (the hint without its _spmd suffix), the Spmd wrapper "stage1_spmd".
import pypto.language as pl

@pl.program
class Original:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4, name_hint="stage1_spmd", allow_early_resolve=True) as tid:
            i: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            t: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(pl.tile.add(t, t), [i * 128, 0], out)
        return out
