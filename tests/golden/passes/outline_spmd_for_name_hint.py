# ptoc: opt --passes=convert_to_ssa,outline_incore_scopes,outline_cluster_scopes
# The reference's test_outline_spmd_for_loop_uses_name_hint_on_incore (test_outline_cluster_scopes.py):
# name_hint="q_proj_spmd" names the Spmd wrapper and, without its _spmd suffix, the InCore kernel
# (q_proj); a hint given without the suffix (k_proj) gets it on the wrapper (k_proj_spmd).
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]], out2: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        for i in pl.spmd(4, name_hint="q_proj_spmd"):
            offset = i * 128
            tile_a: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [offset, 0], [128, 128])
            out = pl.store(tile_a, [offset, 0], out)
        for j in pl.spmd(4, name_hint="k_proj"):
            offset2 = j * 128
            tile_b: pl.Tile[[128, 128], pl.FP32] = pl.load(out, [offset2, 0], [128, 128])
            out2 = pl.store(tile_b, [offset2, 0], out2)
        return out2
