# tests/st/runtime/ops/test_sort.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class MrgSort1DynFP32TensorProgram:
    """Tensor-level counterpart of ``MrgSort1DynFP32Program``.

    Same pipeline (sort32 → 3× mrgsort format1 → gather for sorted values) but
    expressed with the ``pl.tensor.*`` API inside a single ``Opaque`` main
    wrapped in ``pl.at(CORE_GROUP)`` — following the tensor-level style used in
    ``test_cross_core.py``. Sorted values are extracted from the interleaved
    ``[1, 4096]`` mrgsort output via ``pl.tensor.gather(mask_pattern=P0101)``,
    which lowers directly to ``tile.gather_mask`` (1:1).

    Block_len schedule matches the tile version: 1<<(6+2*i) = 64, 256, 1024.
    """

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        src: pl.Tensor[[1, 2048], pl.FP32],
        idx: pl.Tensor[[1, 2048], pl.UINT32],
        val_output: pl.Out[pl.Tensor[[1, 2048], pl.FP32]],
    ) -> pl.Tensor[[1, 2048], pl.FP32]:
        with pl.at(
            level=pl.Level.CORE_GROUP,
            optimizations=[pl.split(pl.SplitMode.UP_DOWN)],
        ):
            sorted_t = pl.tensor.sort32(src, idx)
            for i, (acc,) in pl.range(3, init_values=(sorted_t,)):
                block_len = 1 << (6 + i * 2)
                merged = pl.tensor.mrgsort(acc, block_len=block_len)
                result = pl.yield_(merged)
            # P0101 selects even positions: [val0, idx0, val1, idx1, ...] → values only.
            vals = pl.tensor.gather(result, mask_pattern=pl.tile.MaskPattern.P0101)
            val_output = pl.assemble(val_output, vals, [0, 0])
        return val_output
