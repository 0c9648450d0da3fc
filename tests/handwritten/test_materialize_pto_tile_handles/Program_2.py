# tests/ut/ir/transforms/test_materialize_pto_tile_handles.py::test_step4_materializes_spmd_identity_as_explicit_target_parameters (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self):
        _block_idx: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        _block_num: pl.Scalar[pl.INDEX] = pl.tile.get_block_num()
        _subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
