# ptoc: opt --verify=none --backend 950 --passes=expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestAutoPipeSetup::test_alias_tfree_preserves_explicit_pipe_id: the tfree of a copy frees the pop itself, its id=0 kept
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self):
        received: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(
            split=0,
            id=1,
        )
        alias: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = received
        pl.tfree_to_aiv(alias, id=0)
        vector_tile: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
        pl.tfree_to_aic(vector_tile)
